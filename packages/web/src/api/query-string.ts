/** A query parameter value; empty, null and undefined values are left out of the URL. */
type QueryValue = string | number | boolean | null | undefined;

/** Appends the non-empty parameters to `path` as a URL query string (`?a=1&b=2`). */
export function withQuery(path: string, parameters: Record<string, QueryValue>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(parameters)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(name, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}
