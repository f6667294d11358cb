import { describe, expect, it } from 'vitest';
import { chooseRecovery, isStaleCodeError, readLastReload, RELOAD_AGAIN_AFTER_MS } from './reload-once';

describe('code gone with a release', () => {
  it.each([
    'Failed to fetch dynamically imported module: https://portal.example.com/assets/certificates-B1x.js',
    'error loading dynamically imported module: https://portal.example.com/assets/x.js',
    'Importing a module script failed.',
    'Unable to preload CSS for /assets/x.css',
  ])('is recognised: %s', (message) => {
    expect(isStaleCodeError(new TypeError(message))).toBe(true);
  });

  it('is not any other failure', () => {
    expect(isStaleCodeError(new Error('request return data error'))).toBe(false);
    expect(isStaleCodeError('Failed to fetch dynamically imported module')).toBe(false);
    expect(isStaleCodeError(undefined)).toBe(false);
  });
});

describe('reload once', () => {
  const now = 1_750_000_000_000;
  const href = '/page/certificateUpload?name=%22video%22';

  it('reloads when the portal has not reloaded itself before', () => {
    expect(chooseRecovery({ now, last: null, unsavedForm: false })).toBe('reload');
  });

  it('reloads again once the last reload is long enough ago', () => {
    const last = { at: now - RELOAD_AGAIN_AFTER_MS, href };
    expect(chooseRecovery({ now, last, unsavedForm: false })).toBe('reload');
  });

  it('shows the notice for a second failure soon after its reload: never a loop', () => {
    const last = { at: now - RELOAD_AGAIN_AFTER_MS + 1, href };
    expect(chooseRecovery({ now, last, unsavedForm: false })).toBe('notice');
    expect(chooseRecovery({ now, last: { at: now + 5_000, href }, unsavedForm: false })).toBe('notice');
  });

  it('shows the notice rather than losing what a form holds', () => {
    expect(chooseRecovery({ now, last: null, unsavedForm: true })).toBe('notice');
  });

  it('reads the remembered reload, and nothing from what it cannot read', () => {
    expect(readLastReload(JSON.stringify({ at: now, href }))).toEqual({ at: now, href });
    expect(readLastReload(null)).toBeNull();
    expect(readLastReload('{"at":"yesterday"}')).toBeNull();
    expect(readLastReload('not json')).toBeNull();
  });
});
