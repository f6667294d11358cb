// Renders a component with the portal's providers (Chakra, Lingui in the chosen language, a fresh query
// client without retries) for component tests.
import { ChakraProvider } from '@chakra-ui/react';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { Language } from '../src/api/language';
import { activateLanguage, areas, i18n, loadAreaMessages, loadOnDemandMessages } from '../src/api/i18n';
import { system } from '../src/app/theme';

export async function renderWithProviders(ui: ReactElement, { language = 'zh' }: { language?: Language } = {}) {
  await activateLanguage(language);
  // Components of an area render inside the signed-in layout, which loads their area's messages; the lazily
  // loaded ones (dialogs, forms) wait for their area's on-demand messages too, which a test renders directly.
  await loadAreaMessages(areas);
  await loadOnDemandMessages();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const result = render(
    <ChakraProvider value={system}>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
      </I18nProvider>
    </ChakraProvider>,
  );
  return { ...result, queryClient };
}

type Handler = (request: Request) => unknown | Promise<unknown>;

/** Answers the portal's calls by path with envelopes; records every request it saw. */
export function stubApi(handlers: Record<string, Handler>) {
  const requests: { path: string; body: unknown }[] = [];
  const fetchStub = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const { pathname } = new URL(request.url);
    const text = await request.clone().text();
    requests.push({ path: pathname, body: text ? JSON.parse(text) : undefined });
    const handler = handlers[pathname];
    if (!handler) return new Response('not found', { status: 404 });
    return Response.json(await handler(request));
  };
  return { fetchStub, requests };
}
