import { z } from 'zod';

/** The one error shape of every API answer with status 4xx or 5xx (ARCHITECTURE.md, "The request path"). */
export const errorResponseSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
/** An API error answer. */
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
