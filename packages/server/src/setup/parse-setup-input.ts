import { MESSAGES, setupSchema, type SetupInput } from '@carenest/core';
import { badRequest } from '../lib/http-error.ts';

/**
 * Validates a setup body once its code has passed (the route publishes `setupSchema` but does not validate with
 * it, so a wrong code is refused whatever the rest holds): 400 naming every field at fault ("facility.timeZone"),
 * the first field's message as the answer's, as the error handler answers a route's own schema.
 */
export function parseSetupInput(body: unknown): SetupInput {
  const parsed = setupSchema.safeParse(body);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) fields[issue.path.join('.') || 'request'] ??= issue.message;
  throw badRequest(Object.values(fields)[0] ?? MESSAGES.invalidRequest, fields);
}
