// Work that finishes after its component is gone, run as if the test's page had been torn down too (no
// `window`): a state update from it would throw where nothing catches it, failing the whole test run.
import { vi } from 'vitest';

/** Lets `arrive` finish with no `window`; returns what was rejected unhandled meanwhile. */
export async function unhandledAfterTeardown(arrive: () => Promise<unknown>): Promise<unknown[]> {
  const unhandled: unknown[] = [];
  const record = (reason: unknown) => unhandled.push(reason);
  process.on('unhandledRejection', record);
  // React's work already scheduled (by this test or the file before it) runs with the page there, as it would
  // before a real teardown: run while the page is gone, it reads window.event and throws outside any test.
  await new Promise((resolve) => setImmediate(resolve));
  await new Promise((resolve) => setTimeout(resolve, 0));
  vi.stubGlobal('window', undefined);
  try {
    await arrive();
    await new Promise((resolve) => setTimeout(resolve, 0));
  } finally {
    vi.unstubAllGlobals();
    process.off('unhandledRejection', record);
  }
  return unhandled;
}
