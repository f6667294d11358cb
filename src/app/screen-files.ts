// The list of a signed-in screen's files that the build writes into the screen's page (scripts/lib/screen-files.mjs),
// and which of them an address needs: read by the script run before the entry (preload-screen-files.ts).
import type { Language } from '@/api/language';

/**
 * The contract's row of each first read the early script may send (src/app/send-first-reads.ts): one with a JSON
 * body or none, what of it travels encrypted, and its x-permission unless it is 'public' or 'session'.
 */
export type EarlyOperations = Record<
  string,
  { method: string; path: string; encryptedBody?: boolean; encryptedParams?: readonly string[]; permission?: string }
>;

export interface ScreenFiles {
  /** What every signed-in first page needs: the signed-in layout's code, the cipher and the contract's table. */
  signedIn: string[];
  /** Per screen address (the page's own screen only), its other files and its area's messages per language. */
  screens: Record<string, { files: string[]; messages: Record<Language, string[]> }>;
  /** The operations of the screen's first reads (src/app/screen-reads.ts) that can be sent before the entry. */
  operations: EarlyOperations;
}

/** The element the build writes the list into (scripts/lib/screen-files.mjs names it too). */
export const SCREEN_FILES_ID = 'screen-files';

/** The files to request for this address, in the stored language, for the signed-in user (none signed out). */
export function filesFor(map: ScreenFiles, pathname: string, signedIn: boolean, language: Language): string[] {
  const screen = map.screens[pathname.replace(/(.)\/$/, '$1')];
  if (!screen || !signedIn) return [];
  return [...map.signedIn, ...screen.files, ...screen.messages[language]];
}

/** Whether the files requested for the address opened (preload-screen-files.ts) have all come; false when none were. */
export function screenFilesArrived(document: Document): boolean {
  const links = [...document.querySelectorAll<HTMLLinkElement>('link[data-screen]')];
  return links.length > 0 && links.every((link) => link.dataset.loaded !== undefined);
}
