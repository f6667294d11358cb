// Development only (imported behind import.meta.env.DEV, so a production build has none of it).
import { ChakraProvider } from '@chakra-ui/react';
import { createRoot } from 'react-dom/client';
import { client } from '../api/client';
import { system } from '../app/theme';
import { MockScenarioPanel } from './MockScenarioPanel';
import { applyUrlScenarios, scenarioMiddleware } from './scenarios';

export function installDevTools() {
  applyUrlScenarios(window.location.search);
  client.use(scenarioMiddleware);
  const host = document.createElement('div');
  host.id = 'mock-scenarios';
  document.body.append(host);
  createRoot(host).render(
    <ChakraProvider value={system}>
      <MockScenarioPanel />
    </ChakraProvider>,
  );
}
