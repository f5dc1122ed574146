/** Whose data a SMART scope opens: the system's (backend services), the user's, or the launch patient's. */
export type ScopeContext = 'system' | 'user' | 'patient';

/** A read scope: its context, the resource type or `*`, and whether it opens reads and searches. */
export interface ReadScope {
  context: ScopeContext;
  resourceType: string;
  canRead: boolean;
  canSearch: boolean;
}

const SCOPE_PATTERN = /^(system|user|patient)\/(\*|[A-Z][A-Za-z]{1,63})\.(read|\*|[cruds]+)$/;

/**
 * A SMART scope as CareNest grants it (SMART App Launch 2.0, section "Scopes"): `system/*.rs`, `user/Patient.r`,
 * and the v1 forms `.read`; undefined for any scope that opens no read (CareNest's FHIR API is read-only), or one
 * that does not read.
 */
export function parseReadScope(scope: string): ReadScope | undefined {
  const match = SCOPE_PATTERN.exec(scope);
  if (!match) return undefined;
  const [, context, resourceType, permissions] = match as unknown as [string, ScopeContext, string, string];
  const isV1 = permissions === 'read' || permissions === '*';
  if (!isV1 && !/^c?r?u?d?s?$/.test(permissions)) return undefined;
  const canRead = isV1 || permissions.includes('r');
  const canSearch = isV1 || permissions.includes('s');
  if (!canRead && !canSearch) return undefined;
  return { context, resourceType, canRead, canSearch };
}

/** Whether the scopes open `interaction` on `resourceType` in `context`. */
export function scopesAllow(
  scopes: readonly string[],
  context: ScopeContext,
  resourceType: string,
  interaction: 'read' | 'search',
): boolean {
  return scopes.some((scope) => {
    const parsed = parseReadScope(scope);
    return (
      parsed !== undefined &&
      parsed.context === context &&
      (parsed.resourceType === '*' || parsed.resourceType === resourceType) &&
      (interaction === 'read' ? parsed.canRead : parsed.canSearch)
    );
  });
}

/**
 * The scopes to grant for a request: each requested scope that the registered ones cover (same context, their
 * type or `*`, no more interactions than they open); undefined when a requested scope is not covered, which the
 * token endpoint answers `invalid_scope`.
 */
export function grantableScopes(
  requested: readonly string[],
  registered: readonly string[],
): string[] | undefined {
  const granted: string[] = [];
  for (const scope of requested) {
    const parsed = parseReadScope(scope);
    if (!parsed) return undefined;
    const isCovered = registered.some((candidate) => {
      const allowed = parseReadScope(candidate);
      return (
        allowed !== undefined &&
        allowed.context === parsed.context &&
        (allowed.resourceType === '*' || allowed.resourceType === parsed.resourceType) &&
        (!parsed.canRead || allowed.canRead) &&
        (!parsed.canSearch || allowed.canSearch)
      );
    });
    if (!isCovered) return undefined;
    granted.push(scope);
  }
  return granted;
}
