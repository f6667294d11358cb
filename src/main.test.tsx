// The development mock's scenarios on a fresh load: their headers are installed before the first screen's reads
// start, so a failure chosen before a reload (stored by the panel) or named by a ?mock= address answers the very
// first reads too (what installScenarios sends: src/dev/scenarios.test.ts).
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.doUnmock('./dev/scenarios');
  vi.doUnmock('./app/router');
  vi.doUnmock('./app/App');
  vi.doUnmock('./dev/install-dev-tools');
});

describe('the start of the portal in development', () => {
  it('installs the mock scenarios before the portal is made and its first reads start', async () => {
    const order: string[] = [];
    vi.doMock('./dev/scenarios', () => ({ installScenarios: () => order.push('scenarios') }));
    vi.doMock('./app/router', () => ({
      createPortal: () => (order.push('portal'), { router: {}, queryClient: {} }),
      startFirstScreen: () => (order.push('first reads'), { routes: [], load: Promise.resolve() }),
    }));
    vi.doMock('./app/App', () => ({ App: () => null }));
    vi.doMock('./dev/install-dev-tools', () => ({ installDevTools: () => undefined }));
    document.body.innerHTML = '<div id="root"></div>';
    vi.resetModules();
    await import('./main');
    await vi.waitFor(() => expect(order).toContain('first reads'));
    expect(order).toEqual(['scenarios', 'portal', 'first reads']);
  });
});
