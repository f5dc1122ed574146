import type { Resource } from '@medplum/fhirtypes';
import type { Kysely } from 'kysely';
import { auditRowOf, insertAuditRows } from '../audit/append-audit.ts';
import type { Database } from '../db/schema.ts';
import type { HttpError } from '../lib/http-error.ts';
import type { CommandScope } from '../shared/request-scope.ts';
import type { FhirReader } from './fhir-reader.ts';

/** What a FHIR load found: the resources read (each audited), or the refusal (audited too). */
export type FhirReadOutcome<T> = { answer: T; resources: readonly Resource[] } | { refusal: HttpError };

/** How the read is recorded: the interaction and, for a search, the query as asked. */
export interface FhirReadEntry {
  interaction: 'read' | 'search' | 'export';
  resourceType: string;
  resourceId?: string;
  query?: string;
}

/**
 * The FHIR API's audited read (as `readAudited` is the API's): loads in one transaction and appends, in the same
 * transaction, one audit row per resource read (action FHIR_READ, the resource's type and id, the client), or
 * one row for a search that found nothing or a refusal, before anything is answered.
 */
export async function readFhirAudited<T>(
  db: Kysely<Database>,
  reader: FhirReader,
  entry: FhirReadEntry,
  load: (scope: CommandScope) => Promise<FhirReadOutcome<T>>,
): Promise<T> {
  const outcome = await db.transaction().execute(async (trx) => {
    const scope: CommandScope = { trx, actor: reader.actor, audit: reader.audit, now: new Date() };
    const result = await load(scope);
    const details = {
      client: reader.clientName,
      interaction: entry.interaction,
      ...(entry.query ? { query: entry.query } : {}),
    };
    const events =
      'refusal' in result || result.resources.length === 0
        ? [
            {
              action: 'FHIR_READ',
              resourceType: entry.resourceType,
              resourceId: entry.resourceId ?? null,
              newValues: details,
              success: !('refusal' in result),
              errorMessage: 'refusal' in result ? result.refusal.message : null,
            },
          ]
        : result.resources.map((resource) => ({
            action: 'FHIR_READ',
            resourceType: resource.resourceType,
            resourceId: resource.id ?? null,
            newValues: details,
          }));
    await insertAuditRows(
      trx,
      events.map((event) => auditRowOf(reader.audit, event)),
    );
    return result;
  });
  if ('refusal' in outcome) throw outcome.refusal;
  return outcome.answer;
}
