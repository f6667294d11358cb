// Development only: which named example the mock answers for an operation, sent as a Prefer header.
// Chosen in the panel, or by URL: ?mock=login:wrongPassword,autoLogin:success
import type { Middleware } from 'openapi-fetch';
import { client } from '../api/client';
import { operations, type OperationId } from '../api/generated/operations';
import { mockExamples } from '../api/generated/mock-examples';

const STORAGE_KEY = 'mockScenarios';

/** Without a choice, the login screen stays on the form instead of signing in automatically. */
const developmentDefaults: Record<string, string> = { autoLogin: 'noSession' };

export type Scenarios = Record<string, string>;

export function readScenarios(storage: Storage = localStorage): Scenarios {
  try {
    return { ...developmentDefaults, ...JSON.parse(storage.getItem(STORAGE_KEY) ?? '{}') };
  } catch {
    return { ...developmentDefaults };
  }
}

export function saveScenario(operationId: string, example: string | undefined, storage: Storage = localStorage) {
  const stored: Scenarios = JSON.parse(storage.getItem(STORAGE_KEY) ?? '{}');
  if (example) stored[operationId] = example;
  else delete stored[operationId];
  storage.setItem(STORAGE_KEY, JSON.stringify(stored));
}

/** Applies ?mock=op:example,op:example from the address to the stored choices. */
export function applyUrlScenarios(search: string, storage: Storage = localStorage) {
  const value = new URLSearchParams(search).get('mock');
  if (!value) return;
  for (const pair of value.split(',')) {
    const [operationId, example] = pair.split(':');
    if (operationId && example && mockExamples[operationId]?.includes(example))
      saveScenario(operationId, example, storage);
  }
}

export function operationIdFor(method: string, schemaPath: string): OperationId | undefined {
  return (Object.keys(operations) as OperationId[]).find(
    (id) => operations[id].method === method.toLowerCase() && operations[id].path === schemaPath,
  );
}

/** The example to ask for: the stored choice. (A typed username names the mock's user by itself: the mock maps it.) */
export const exampleFor = (operationId: OperationId, scenarios: Scenarios): string | undefined =>
  scenarios[operationId];

export const scenarioMiddleware: Middleware = {
  onRequest({ request, schemaPath }) {
    const operationId = operationIdFor(request.method, schemaPath);
    const example = operationId && exampleFor(operationId, readScenarios());
    if (example) request.headers.set('Prefer', `example=${example}`);
    return request;
  },
};

/**
 * Applies the address's choices and sends every stored choice with the requests that follow. Installed before
 * the first screen's reads go out (src/main.tsx), so a choice made before a reload, or a ?mock= address, applies
 * to the very first reads too.
 */
export function installScenarios() {
  applyUrlScenarios(window.location.search);
  client.use(scenarioMiddleware);
}
