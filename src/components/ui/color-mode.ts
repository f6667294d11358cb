// Light and dark mode: follows the system setting until the user picks one; the pick is kept in localStorage.
// Chakra's semantic tokens switch on the `dark` class of <html>; charts read the mode through useColorMode.
import { useSyncExternalStore } from 'react';

export type ColorMode = 'light' | 'dark';
export type ColorModeChoice = ColorMode | 'system';

export const COLOR_MODE_KEY = 'colorMode';
const listeners = new Set<() => void>();

const systemQuery = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-color-scheme: dark)')
    : undefined;

export function readChoice(): ColorModeChoice {
  const stored = localStorage.getItem(COLOR_MODE_KEY);
  return stored === 'light' || stored === 'dark' ? stored : 'system';
}

export const resolveColorMode = (choice: ColorModeChoice, systemDark: boolean): ColorMode =>
  choice === 'system' ? (systemDark ? 'dark' : 'light') : choice;

const currentMode = (): ColorMode => resolveColorMode(readChoice(), systemQuery()?.matches ?? false);

function apply() {
  const mode = currentMode();
  const root = document.documentElement;
  root.classList.toggle('dark', mode === 'dark');
  root.classList.toggle('light', mode === 'light');
  root.style.colorScheme = mode;
  listeners.forEach((listener) => listener());
}

/** Called once at start-up, before the first render, so the first paint is already in the right mode. */
export function installColorMode() {
  apply();
  systemQuery()?.addEventListener('change', apply);
}

export function setColorModeChoice(choice: ColorModeChoice) {
  if (choice === 'system') localStorage.removeItem(COLOR_MODE_KEY);
  else localStorage.setItem(COLOR_MODE_KEY, choice);
  apply();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The mode in effect and the user's choice; re-renders when either changes. */
export function useColorMode() {
  const colorMode = useSyncExternalStore(subscribe, currentMode, () => 'light' as const);
  const choice = useSyncExternalStore(subscribe, readChoice, () => 'system' as const);
  return { colorMode, choice, setChoice: setColorModeChoice };
}
