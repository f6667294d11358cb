import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyGlobalStylesheet, GLOBAL_STYLESHEET_ID, globalStylesheetLoaded } from './global-stylesheet';

/** The link as the build writes it: for no medium until the first render. */
function linkStylesheet() {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.media = 'print';
  link.id = GLOBAL_STYLESHEET_ID;
  document.head.append(link);
  return link;
}

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve));
  return done;
};

afterEach(() => {
  document.getElementById(GLOBAL_STYLESHEET_ID)?.remove();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

/** The browser's record of the stylesheet's request, ended with this status before the entry ran. */
const requestEnded = (responseStatus?: number) =>
  vi
    .spyOn(performance, 'getEntriesByName')
    .mockReturnValue([{ name: 'chakra-globals.css', responseStatus } as unknown as PerformanceEntry]);

describe('the global stylesheet', () => {
  it('is waited for until it has loaded, or failed to', async () => {
    const link = linkStylesheet();
    const loaded = globalStylesheetLoaded();
    expect(await settled(loaded)).toBe(false);
    link.dispatchEvent(new Event('load'));
    expect(await settled(loaded)).toBe(true);

    const failed = globalStylesheetLoaded();
    expect(await settled(failed)).toBe(false);
    link.dispatchEvent(new Event('error'));
    expect(await settled(failed)).toBe(true);
  });

  it.each([404, 0])('is not waited for when its request ended with status %s before the entry ran', async (status) => {
    linkStylesheet();
    requestEnded(status);
    expect(await settled(globalStylesheetLoaded())).toBe(true);
  });

  it('is waited for when its request ended well and the stylesheet is still being read', async () => {
    const link = linkStylesheet();
    requestEnded(200);
    const loaded = globalStylesheetLoaded();
    expect(await settled(loaded)).toBe(false);
    link.dispatchEvent(new Event('load'));
    expect(await settled(loaded)).toBe(true);
  });

  it('is waited for a second at most where the browser gives no status of an ended request', async () => {
    linkStylesheet();
    requestEnded(undefined);
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    let done = false;
    const loaded = globalStylesheetLoaded().then(() => (done = true));
    await vi.advanceTimersByTimeAsync(999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await loaded;
    expect(done).toBe(true);
  });

  it('is put in force for every medium', () => {
    const link = linkStylesheet();
    applyGlobalStylesheet();
    expect(link.media).toBe('all');
  });

  it('is not waited for where the page has none (the development server, the tests)', async () => {
    expect(await settled(globalStylesheetLoaded())).toBe(true);
    expect(() => applyGlobalStylesheet()).not.toThrow();
  });
});
