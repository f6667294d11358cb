import { ChakraProvider } from '@chakra-ui/react';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { Toaster } from '../components/ui/toaster';
import { i18n } from '../api/i18n';
import type { createPortal } from './router';
import { system } from './theme';

export function App({ portal }: { portal: ReturnType<typeof createPortal> }) {
  return (
    <ChakraProvider value={system}>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={portal.queryClient}>
          <RouterProvider router={portal.router} />
          <Toaster />
        </QueryClientProvider>
      </I18nProvider>
    </ChakraProvider>
  );
}
