// The return-to URL after login: only a path of this origin passes, checked by parsing it against the
// current origin and comparing origins (so '//evil.example', '/\evil.example', 'javascript:' are refused).
// The check stands on its own: a parsed path can still begin with '//' ('/..//evil.example' resolves to the
// path '//evil.example'), which any consumer would read as another host, so such a result is refused too.
export function safeRedirect(candidate: unknown, origin: string = window.location.origin): string | undefined {
  if (typeof candidate !== 'string' || !candidate.startsWith('/')) return undefined;
  let url: URL;
  try {
    url = new URL(candidate, origin);
  } catch {
    return undefined;
  }
  if (url.origin !== origin || /^[/\\]{2}/.test(url.pathname)) return undefined;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // What is returned must resolve to this origin again, whoever consumes it.
  if (new URL(path, origin).origin !== origin) return undefined;
  // Never send the user back to the login screen itself.
  return url.pathname.toLowerCase() === '/newlogin' ? undefined : path;
}
