import { z } from 'zod';
import { instantSchema, personReferenceSchema, requiredText } from './common.ts';

/** A scope a backend-service client may be registered for: system-level reads, every type or one. */
const SYSTEM_READ_SCOPE = /^system\/(\*|[A-Z][A-Za-z]{1,63})\.(rs|r|s|read)$/;

/** One public key of a client's JWKS: RSA or elliptic-curve, its public members only. */
const publicJwkSchema = z
  .object({
    kty: z.enum(['RSA', 'EC'], { error: 'Each key must be an RSA or EC public key' }),
    kid: z.string().trim().min(1, 'Each key needs a key id (kid)').max(200),
    alg: z.enum(['RS384', 'ES384']).optional(),
    n: z.string().max(2000).optional(),
    e: z.string().max(20).optional(),
    crv: z.enum(['P-384', 'P-256']).optional(),
    x: z.string().max(200).optional(),
    y: z.string().max(200).optional(),
    d: z.never({ error: 'The JWKS must hold public keys only' }).optional(),
  })
  .loose()
  .refine((key) => (key.kty === 'RSA' ? Boolean(key.n && key.e) : Boolean(key.crv && key.x && key.y)), {
    error: 'Each key must carry its public parameters (n and e, or crv, x and y)',
  });

/** A registered client's public key set, as JSON Web Key Set (RFC 7517). */
export const clientJwksSchema = z.object(
  { keys: z.array(publicJwkSchema).min(1, 'The JWKS must hold at least one key').max(10) },
  { error: 'Paste the client’s public JWKS (a JSON object with "keys")' },
);

/** Registering a backend-service client: its name, public keys and the system read scopes it may be granted. */
export const registerFhirClientSchema = z.object({
  name: requiredText('Client name is required', 120),
  jwks: clientJwksSchema,
  scopes: z
    .array(z.string().regex(SYSTEM_READ_SCOPE, 'Scopes are system read scopes such as system/*.rs'))
    .min(1, 'Choose at least one scope')
    .max(30),
});
/** A client registration as entered. */
export type RegisterFhirClientInput = z.input<typeof registerFhirClientSchema>;

/** A registered client as the administrator's list shows it. */
export const fhirClientSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  scopes: z.array(z.string()),
  keyIds: z.array(z.string()),
  createdBy: personReferenceSchema,
  createdAt: instantSchema,
  revokedAt: instantSchema.nullable(),
  activeTokenCount: z.number().int().nonnegative(),
  lastTokenIssuedAt: instantSchema.nullable(),
});
/** A registered client. */
export type FhirClient = z.infer<typeof fhirClientSchema>;

/** The facility's registered clients, newest first. */
export const fhirClientListSchema = z.object({ clients: z.array(fhirClientSchema) });

/** The answer to a registration: the client (its id is the `client_id` the client asserts). */
export const fhirClientResponseSchema = z.object({ client: fhirClientSchema });

/** The answer to revoking a client's tokens: how many live tokens were revoked. */
export const revokedTokensSchema = z.object({ revokedTokenCount: z.number().int().nonnegative() });

/** The path parameters of a client's routes. */
export const fhirClientIdParamsSchema = z.object({ clientId: z.uuid() });
