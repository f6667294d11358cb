// The openapi-fetch client. Middleware handles transport only (language header, development scenarios);
// credentials go cross-origin as the specification requires.
import createClient, { type Middleware } from 'openapi-fetch';
import type { paths } from './generated/paths';
import { readLanguage } from './language';

export const client = createClient<paths>({ baseUrl: '', credentials: 'include' });

const languageHeader: Middleware = {
  onRequest({ request }) {
    request.headers.set('Accept-Language', readLanguage() === 'en' ? 'en-US' : 'zh-CN');
    return request;
  },
};

client.use(languageHeader);
