/** A request URL's path without its query string ("/patients?search=x" is "/patients"). */
export function pathnameOf(url: string): string {
  return url.split('?')[0] ?? '';
}
