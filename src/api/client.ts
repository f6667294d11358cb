// The openapi-fetch client. Middleware handles transport only (language header, development scenarios);
// credentials go cross-origin as the specification requires.
import createClient, { type Middleware } from 'openapi-fetch';
import type { paths } from './generated/paths';
import { acceptLanguage, readLanguage } from './language';

export const client = createClient<paths>({
  // An absolute base keeps requests valid where relative URLs are not (tests outside a browser).
  baseUrl: globalThis.location?.origin ?? '',
  credentials: 'include',
  // Looked up on every call rather than captured once, so a test can stand in for the network.
  fetch: (request) => globalThis.fetch(request),
});

const languageHeader: Middleware = {
  onRequest({ request }) {
    request.headers.set('Accept-Language', acceptLanguage(readLanguage()));
    return request;
  },
};

client.use(languageHeader);
