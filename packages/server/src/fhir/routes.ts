import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import {
  FHIR_JSON,
  FHIR_RESOURCES,
  capabilityStatement,
  isServedResourceType,
  issueCodeForStatus,
  operationOutcome,
  parseSearch,
  searchsetBundle,
  smartConfiguration,
} from '@carenest/core/fhir';
import { MESSAGES } from '@carenest/core';
import type { Database } from '../db/schema.ts';
import { HttpError, badRequest, notFound } from '../lib/http-error.ts';
import { readFhirAudited } from './audited-fhir-read.ts';
import { FHIR_PATH, originOf } from './fhir-base.ts';
import { requireFhirReader } from './fhir-reader.ts';
import { FHIR_HANDLERS } from './resource-handlers.ts';

/** The FHIR routes' options. */
export interface FhirRoutesOptions {
  db: Kysely<Database>;
  publicUrl?: string;
}

type Query = Record<string, string | string[] | undefined>;

/**
 * FHIR routes stay out of the CareNest API's OpenAPI document (and so out of its sweeps): the CapabilityStatement
 * describes them, and their answers are FHIR's, not the API's error shape.
 */
const HIDDEN = { schema: { hide: true } } as const;

/** The resource type of a path, or a 404 OperationOutcome for a type CareNest does not serve. */
function servedType(type: string) {
  if (!isServedResourceType(type)) throw notFound(`Unknown resource type: ${type}`);
  return type;
}

/** Sends a FHIR answer as application/fhir+json. */
function sendFhir(reply: FastifyReply, status: number, body: unknown) {
  return reply
    .status(status)
    .header('content-type', `${FHIR_JSON}; charset=utf-8`)
    .send(JSON.stringify(body));
}

/** The request's URL with `_offset` moved to `offset`, for a searchset's next link. */
function pageUrl(origin: string, request: FastifyRequest, offset: number, count: number): string {
  const url = new URL(request.url, origin);
  url.searchParams.set('_offset', String(offset));
  url.searchParams.set('_count', String(count));
  return url.toString();
}

/**
 * The FHIR R4 read API (ARCHITECTURE.md, "FHIR"): `metadata`, and read and search of every resource type of core's
 * FHIR_RESOURCES through its handler, scoped and audited as the CareNest API; every error an OperationOutcome.
 */
export async function fhirRoutes(app: FastifyInstance, options: FhirRoutesOptions): Promise<void> {
  const { db } = options;
  const started = new Date();

  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    const status = error instanceof HttpError ? error.statusCode : (error.statusCode ?? 500);
    if (status >= 500) request.log.error({ err: error }, 'FHIR request failed');
    const text =
      error instanceof HttpError
        ? error.message
        : status >= 500
          ? MESSAGES.internalError
          : MESSAGES.invalidRequest;
    const field = error instanceof HttpError && error.fields ? Object.keys(error.fields)[0] : undefined;
    return sendFhir(reply, status, operationOutcome(issueCodeForStatus(status), text, field));
  });
  app.setNotFoundHandler((request, reply) =>
    sendFhir(reply, 404, operationOutcome('not-found', `Unknown FHIR path: ${request.url.split('?')[0]}`)),
  );

  app.get('/.well-known/smart-configuration', HIDDEN, (request, reply) =>
    reply.header('cache-control', 'no-cache').send(smartConfiguration(originOf(request, options.publicUrl))),
  );

  app.get('/metadata', HIDDEN, (request, reply) => {
    const base = `${originOf(request, options.publicUrl)}${FHIR_PATH}`;
    return sendFhir(reply, 200, capabilityStatement({ base, version: '0.1.0', date: started }));
  });

  app.get<{ Params: { type: string; id: string } }>('/:type/:id', HIDDEN, async (request, reply) => {
    const type = servedType(request.params.type);
    const permission = FHIR_RESOURCES[type].permission;
    const reader = await requireFhirReader(db, request, {
      resourceType: type,
      permission,
      interaction: 'read',
    });
    const { id } = request.params;
    const resource = await readFhirAudited(
      db,
      reader,
      { interaction: 'read', resourceType: type, resourceId: id },
      async (scope) => {
        const found = /^[A-Za-z0-9\-.]{1,64}$/.test(id)
          ? await FHIR_HANDLERS[type].read(scope, id)
          : undefined;
        return found
          ? { answer: found, resources: [found] }
          : { refusal: notFound(`${type}/${id} is not known`) };
      },
    );
    return sendFhir(reply, 200, resource);
  });

  app.get<{ Params: { type: string }; Querystring: Query }>('/:type', HIDDEN, async (request, reply) => {
    const type = servedType(request.params.type);
    const definition = FHIR_RESOURCES[type];
    const reader = await requireFhirReader(db, request, {
      resourceType: type,
      permission: definition.permission,
      interaction: 'search',
    });
    const parsed = parseSearch(request.query, definition.searchParameters, definition.includes);
    if ('refusal' in parsed)
      throw badRequest(parsed.refusal.message, { [parsed.refusal.parameter]: parsed.refusal.message });
    const { search } = parsed;
    const query = request.url.split('?')[1] ?? '';
    const page = await readFhirAudited(
      db,
      reader,
      { interaction: 'search', resourceType: type, query },
      async (scope) => {
        const result = await FHIR_HANDLERS[type].search(scope, search);
        return { answer: result, resources: [...result.matches, ...(result.included ?? [])] };
      },
    );
    const origin = originOf(request, options.publicUrl);
    const nextOffset = search.offset + page.matches.length;
    const bundle = searchsetBundle(
      { matches: page.matches, included: page.included ?? [], total: page.total },
      `${origin}${FHIR_PATH}`,
      {
        self: new URL(request.url, origin).toString(),
        ...(page.matches.length > 0 && nextOffset < page.total
          ? { next: pageUrl(origin, request, nextOffset, search.count) }
          : {}),
      },
    );
    return sendFhir(reply, 200, bundle);
  });
}
