import type { FastifyRequest } from 'fastify';

/** The FHIR API's path, under which every resource type is served. */
export const FHIR_PATH = '/fhir/R4';

/**
 * The absolute origin links are written with: PUBLIC_URL when the server has one, else the request's own (its
 * protocol as the proxy reports it when the app trusts one).
 */
export function originOf(request: FastifyRequest, publicUrl: string | undefined): string {
  return publicUrl ? publicUrl.replace(/\/+$/, '') : `${request.protocol}://${request.host}`;
}
