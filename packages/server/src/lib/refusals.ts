import { errorResponseSchema } from '@carenest/core';

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
