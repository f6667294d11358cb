import { afterEach, describe, expect, it } from 'vitest';
import { COLOR_MODE_KEY, installColorMode, readChoice, resolveColorMode, setColorModeChoice } from './color-mode';

afterEach(() => localStorage.clear());

describe('colour mode', () => {
  it.each([
    ['system, light system', 'system', false, 'light'],
    ['system, dark system', 'system', true, 'dark'],
    ['light wins over a dark system', 'light', true, 'light'],
    ['dark wins over a light system', 'dark', false, 'dark'],
  ] as const)('%s', (_name, choice, systemDark, expected) => {
    expect(resolveColorMode(choice, systemDark)).toBe(expected);
  });

  it('keeps a pick in the browser and marks <html> for the theme', () => {
    installColorMode();
    setColorModeChoice('dark');
    expect(localStorage.getItem(COLOR_MODE_KEY)).toBe('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(document.documentElement.style.colorScheme).toBe('dark');
    setColorModeChoice('system');
    expect(readChoice()).toBe('system');
    expect(localStorage.getItem(COLOR_MODE_KEY)).toBeNull();
    expect(document.documentElement.classList.contains('dark')).toBe(false);
  });

  it('ignores a stored value it does not know', () => {
    localStorage.setItem(COLOR_MODE_KEY, 'sepia');
    expect(readChoice()).toBe('system');
  });
});
