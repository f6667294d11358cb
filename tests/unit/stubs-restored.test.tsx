// No test file restores what it stubs: the unit project puts every stubbed global back before the next test
// (vitest.config.ts, unstubGlobals). Held here with the page harness's own fetch, the stub every page test makes.
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@tests/page-harness';

const fetchBefore = globalThis.fetch;
const stubbedFetch: (typeof fetch)[] = [];

// The two tests run in order (a file's tests are sequential): the second sees what the first left behind.
describe('a stubbed global after its test', () => {
  it('is the stub during the test', async () => {
    await renderRoute('/page/certificateUpload');
    stubbedFetch.push(globalThis.fetch);
    expect(vi.isMockFunction(globalThis.fetch)).toBe(true);
  });

  it('is the original again in the next test', () => {
    expect(stubbedFetch).toHaveLength(1);
    expect(globalThis.fetch).not.toBe(stubbedFetch[0]);
    expect(globalThis.fetch).toBe(fetchBefore);
  });
});
