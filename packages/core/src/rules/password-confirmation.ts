/** Whether a form value holds both a password (under `passwordField`) and a confirmation, as strings. */
export function bothPasswordsGiven(value: unknown, passwordField: string): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record[passwordField] === 'string' && typeof record.confirmPassword === 'string';
}
