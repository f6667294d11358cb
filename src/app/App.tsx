import { ChakraProvider } from '@chakra-ui/react';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { useLayoutEffect } from 'react';
import { ReleaseNoticeBanner } from '../components/release/ReleaseNotice';
import { Toaster } from '../components/ui/toaster';
import { i18n } from '../api/i18n';
import { applyGlobalStylesheet } from './global-stylesheet';
import type { createPortal } from './router';
import { system } from './theme';

export function App({ portal }: { portal: ReturnType<typeof createPortal> }) {
  // In the commit of the first render, so that the first paint has Chakra's global styles (src/app/global-stylesheet.ts).
  useLayoutEffect(applyGlobalStylesheet, []);
  return (
    <ChakraProvider value={system}>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={portal.queryClient}>
          <RouterProvider router={portal.router} />
          <Toaster />
          <ReleaseNoticeBanner />
        </QueryClientProvider>
      </I18nProvider>
    </ChakraProvider>
  );
}
