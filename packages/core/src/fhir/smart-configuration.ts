/** The OAuth endpoints of CareNest's SMART on FHIR authorization server, under the site's origin. */
export const OAUTH_PATHS = {
  token: '/oauth/token',
  revoke: '/oauth/revoke',
} as const;

/** How long an access token lives, in seconds (SMART backend services: five minutes at most is recommended). */
export const ACCESS_TOKEN_SECONDS = 300;

/** The signing algorithms a client assertion may use (SMART backend services require RS384 and ES384). */
export const CLIENT_ASSERTION_ALGORITHMS = ['RS384', 'ES384'] as const;

/**
 * The SMART configuration (`/.well-known/smart-configuration`, SMART App Launch 2.0): the token and revocation
 * endpoints, client authentication by `private_key_jwt`, the scopes CareNest grants and its capabilities.
 */
export function smartConfiguration(origin: string) {
  return {
    issuer: origin,
    token_endpoint: `${origin}${OAUTH_PATHS.token}`,
    revocation_endpoint: `${origin}${OAUTH_PATHS.revoke}`,
    token_endpoint_auth_methods_supported: ['private_key_jwt'],
    token_endpoint_auth_signing_alg_values_supported: [...CLIENT_ASSERTION_ALGORITHMS],
    grant_types_supported: ['client_credentials'],
    scopes_supported: ['system/*.rs', 'system/*.read'],
    capabilities: ['client-confidential-asymmetric', 'permission-v2', 'permission-v1'],
  };
}
