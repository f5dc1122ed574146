import type { Resource } from '@medplum/fhirtypes';
import type { DateValue, ParsedSearch } from '@carenest/core/fhir';
import { sql, type Expression, type SqlBool } from 'kysely';
import type { CommandScope } from '../shared/request-scope.ts';

/** A page of matches and their total, as a resource type's search answers it. */
export interface FhirSearchResult {
  matches: Resource[];
  total: number;
  included?: Resource[];
}

/**
 * How the server reads one resource type: a read by id and a search, both through the actor's scoped loads
 * (shared/patient-scope.ts), so a FHIR reader sees exactly what the CareNest API shows them. `patientIds`
 * limits a search to some children (a patient-scoped token, the Patient compartment).
 */
export interface FhirResourceHandler {
  read(scope: CommandScope, id: string): Promise<Resource | undefined>;
  search(scope: CommandScope, search: ParsedSearch): Promise<FhirSearchResult>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Whether an id can be one of CareNest's (a UUID): others are answered not found without a query. */
export function isRecordId(id: string): boolean {
  return UUID.test(id);
}

/**
 * A condition that `column` is one of the ids of a token or reference parameter (`_id`, `patient`) that can be
 * records; none of them can, and nothing matches.
 */
export function isOneOfRecords(column: string, values: readonly string[]): Expression<SqlBool> {
  const ids = values.filter(isRecordId);
  return ids.length === 0 ? sql<SqlBool>`false` : sql<SqlBool>`${sql.ref(column)} = ANY(${ids}::uuid[])`;
}

/** A FHIR string search's pattern: starts with the value, any case (FHIR R4 search, section 3.1.1.4.4). */
export function startsWithPattern(value: string): string {
  return `${value.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * A date search's comparisons as a condition on a column (FHIR R4 search, section 3.1.1.4.2): each value's
 * prefix against the range its precision covers; all must hold. A `date` column compares calendar days.
 */
export function matchesDates(
  column: string,
  dates: readonly DateValue[],
  columnType: 'timestamptz' | 'date' = 'timestamptz',
): Expression<SqlBool> {
  const bound = (instant: Date) => (columnType === 'date' ? instant.toISOString().slice(0, 10) : instant);
  const ref = sql.ref(column);
  const conditions = dates.map((date) => {
    const [start, end] = [bound(date.start), bound(date.end)];
    switch (date.prefix) {
      case 'eq':
        return sql<SqlBool>`${ref} BETWEEN ${start} AND ${end}`;
      case 'ne':
        return sql<SqlBool>`(${ref} < ${start} OR ${ref} > ${end})`;
      case 'gt':
        return sql<SqlBool>`${ref} > ${end}`;
      case 'ge':
        return sql<SqlBool>`${ref} >= ${start}`;
      case 'lt':
        return sql<SqlBool>`${ref} < ${start}`;
      case 'le':
        return sql<SqlBool>`${ref} <= ${end}`;
    }
  });
  return sql<SqlBool>`(${sql.join(conditions, sql` AND `)})`;
}

/** One page of matches found in full (a chart's short lists: diagnoses, allergies, contacts), and their total. */
export function pageOf<T>(
  all: readonly T[],
  search: { offset: number; count: number },
): { matches: T[]; total: number } {
  return { matches: all.slice(search.offset, search.offset + search.count), total: all.length };
}

/** Whether a token search (`code`, `category`, `status`) matches one of a resource's codes; no tokens match all. */
export function matchesTokens(
  tokens: readonly { system?: string; code: string }[] | undefined,
  codings: readonly { system?: string; code?: string }[],
): boolean {
  return (
    !tokens ||
    tokens.some((token) =>
      codings.some(
        (coding) =>
          coding.code === token.code && (token.system === undefined || token.system === coding.system),
      ),
    )
  );
}
