// What the portal does when code of the page fails to load after a release (the rule: src/lib/reload-once.ts):
// reload once into the new release at the address asked for, or say a new version is available. The notice is
// drawn where the failure happened (a screen, a chart); a failure with no place of its own (a menu's code, a
// preload) raises the header-wide banner, which stays away while a notice is on the page.
import { useEffect, useSyncExternalStore } from 'react';
import { chooseRecovery, LAST_RELOAD_KEY, readLastReload } from '@/lib/reload-once';
import { hasUnsavedForm } from '../form/unsaved-forms';

const state = { raised: false, inPlace: 0 };
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** Loads the page at `href` (the address asked for, with its search), remembering when, so as not to loop. */
export function reloadInto(href: string) {
  sessionStorage.setItem(LAST_RELOAD_KEY, JSON.stringify({ at: Date.now(), href }));
  location.assign(href);
}

/** Code failed to load where `href` was asked for: reloads into the new release, or leaves the notice to show. */
export function recoverFromStaleCode(href: string): 'reload' | 'notice' {
  const choice = chooseRecovery({
    now: Date.now(),
    last: readLastReload(sessionStorage.getItem(LAST_RELOAD_KEY)),
    unsavedForm: hasUnsavedForm(),
  });
  if (choice === 'reload') reloadInto(href);
  return choice;
}

/** A failure with no place of its own: the banner says a new version is available. */
export function raiseReleaseNotice() {
  if (state.raised) return;
  state.raised = true;
  changed();
}

/**
 * A file of the page failed to load (Vite's `vite:preloadError`, also for a link's preload): the banner says a
 * new version is available, without taking the page away. TanStack Router's route components would reload the
 * page by themselves on such an error, once per file, whatever a form holds: marked as done (their key), they
 * leave the error to the route's boundary and the reload to the rule above.
 */
export function onPreloadError(event: Event) {
  const error = (event as Event & { payload?: unknown }).payload;
  if (error instanceof Error) sessionStorage.setItem(`tanstack_router_reload:${error.message}`, '1');
  raiseReleaseNotice();
}

/** Whether the banner shows: raised, and no notice in place says the same. */
export function useReleaseBanner(): boolean {
  return useSyncExternalStore(subscribe, () => state.raised && state.inPlace === 0);
}

/** Called by a notice drawn in place, while it is on the page. */
export function useNoticeInPlace() {
  useEffect(() => {
    state.inPlace += 1;
    changed();
    return () => {
      state.inPlace -= 1;
      changed();
    };
  }, []);
}
