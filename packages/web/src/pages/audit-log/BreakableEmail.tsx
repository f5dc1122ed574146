/** An email address that, when it must wrap, wraps after the "@" rather than mid-word. */
export function BreakableEmail({ address }: { address: string }) {
  const at = address.indexOf('@');
  if (at < 0) return address;
  return (
    <>
      {address.slice(0, at + 1)}
      <wbr />
      {address.slice(at + 1)}
    </>
  );
}
