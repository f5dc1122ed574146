/** A keyset cursor written the way the server writes one (base64url JSON), around any value: for hostile cursors. */
export function cursorOf(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}
