import { ERROR_VOCABULARY, errorCodesOf, errorResponseSchema } from '@carenest/core';

/**
 * The refusals most routes document in OpenAPI, all in the one error shape: bad input (400), signed out
 * (401), not allowed (403) and not found or not visible (404).
 */
export const REFUSALS = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
} as const;

/** A JSON schema node, as the OpenAPI transform hands it over. */
type JsonSchema = { properties?: Record<string, JsonSchema>; description?: string; enum?: unknown[] };

/**
 * Names in the OpenAPI document the codes each error answer of a route may carry (ARCHITECTURE.md, "Errors"):
 * for every declared status of the vocabulary, the error shape's `code` gets the enum of that status's codes and
 * the answer a description with each code's meaning. Wraps the zod transform of every route's schema.
 */
export function withRefusalCodes<Transformed extends { schema: unknown }>(
  transformed: Transformed,
): Transformed {
  const response = (transformed.schema as { response?: Record<string, JsonSchema> } | undefined)?.response;
  if (!response) return transformed;
  for (const [status, answer] of Object.entries(response)) {
    const codes = errorCodesOf(Number(status));
    const error = answer.properties?.error;
    const code = error?.properties?.code;
    if (codes.length === 0 || !error || !code) continue;
    response[status] = {
      ...answer,
      description: codes.map((name) => `${name}: ${ERROR_VOCABULARY[name].meaning}`).join('; '),
      properties: {
        ...answer.properties,
        error: { ...error, properties: { ...error.properties, code: { ...code, enum: codes } } },
      },
    };
  }
  return transformed;
}
