// The return-to URL after login: only a path of this origin passes, checked by parsing it against the
// current origin and comparing origins (so '//evil.example', '/\evil.example', 'javascript:' are refused).
export function safeRedirect(candidate: unknown, origin: string = window.location.origin): string | undefined {
  if (typeof candidate !== 'string' || !candidate.startsWith('/')) return undefined;
  let url: URL;
  try {
    url = new URL(candidate, origin);
  } catch {
    return undefined;
  }
  if (url.origin !== origin) return undefined;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Never send the user back to the login screen itself.
  return url.pathname.toLowerCase() === '/newlogin' ? undefined : path;
}
