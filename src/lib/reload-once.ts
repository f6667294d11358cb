// The rule for code that no longer exists: after a release the old hashed files are gone, so a screen, dialog or
// chart not loaded yet cannot be. The portal then reloads itself into the new release, once: should the reload
// not cure it (the old page still served, or a file missing from the release itself), a second failure soon
// after shows a notice with a Reload button instead of reloading forever. A form with something typed into it
// offers the notice too, since a reload would lose what was typed.

/** A failed load of code: a dynamic import, a module preload or a stylesheet preload (Chromium, Firefox, Safari, Vite). */
const STALE_CODE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Failed to load module script/i;

export function isStaleCodeError(error: unknown): boolean {
  return error instanceof Error && STALE_CODE.test(error.message);
}

/** Within this long after a reload of the portal's own, a failure again shows the notice rather than reloading. */
export const RELOAD_AGAIN_AFTER_MS = 60_000;

/** The session storage key of the last reload made for a release: when, and to which address. */
export const LAST_RELOAD_KEY = 'releaseReload';

export interface LastReload {
  at: number;
  href: string;
}

export function readLastReload(text: string | null): LastReload | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<LastReload>;
    return typeof value.at === 'number' && typeof value.href === 'string' ? { at: value.at, href: value.href } : null;
  } catch {
    return null;
  }
}

/** Whether to reload now or to show the notice. */
export function chooseRecovery({
  now,
  last,
  unsavedForm,
}: {
  now: number;
  last: LastReload | null;
  unsavedForm: boolean;
}): 'reload' | 'notice' {
  if (unsavedForm) return 'notice';
  // A clock set back since the last reload counts as soon after it.
  if (last && now - last.at < RELOAD_AGAIN_AFTER_MS) return 'notice';
  return 'reload';
}
