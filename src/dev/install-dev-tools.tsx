// Development only (imported behind import.meta.env.DEV, so a production build has none of it).
import { ChakraProvider } from '@chakra-ui/react';
import { createRoot } from 'react-dom/client';
import { system } from '../app/theme';
import { MockScenarioPanel } from './MockScenarioPanel';

/** The panel that chooses the mock's answers (the choices themselves are sent from the start: scenarios.ts). */
export function installDevTools() {
  const host = document.createElement('div');
  host.id = 'mock-scenarios';
  document.body.append(host);
  createRoot(host).render(
    <ChakraProvider value={system}>
      <MockScenarioPanel />
    </ChakraProvider>,
  );
}
