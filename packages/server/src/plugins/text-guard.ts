import type { FastifyInstance } from 'fastify';
import { MESSAGES, isStorableText } from '@carenest/core';
import { badRequest } from '../lib/http-error.ts';

/** The path ("note.content", "allergies.0.allergen") of the first string in `value` PostgreSQL cannot store. */
function firstUnstorablePath(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return isStorableText(value) ? undefined : path || 'request';
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = firstUnstorablePath(item, path ? `${path}.${index}` : String(index));
      if (found) return found;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found =
        firstUnstorablePath(key, path) ?? firstUnstorablePath(item, path ? `${path}.${key}` : key);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * The one place every string of a request passes before any schema or query: text PostgreSQL cannot store
 * (a NUL byte, a lone surrogate) in the path, the query string or a JSON body answers 400 naming the field,
 * whatever else the request carries (CODE_STYLE.md, "Tests": hostile input one field at a time).
 */
export function registerTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const field = firstUnstorablePath(part, '');
      if (field) throw badRequest(MESSAGES.unstorableText, { [field]: MESSAGES.unstorableText });
    }
  });
}
