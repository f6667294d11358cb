// The palettes the portal's Chakra system leaves out are drawn with nowhere, and are not in the system.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { system, UNUSED_PALETTES } from './theme';

const src = path.resolve(import.meta.dirname, '..');
const sources = (readdirSync(src, { recursive: true }) as string[])
  .filter((file) => /\.tsx?$/.test(file) && !/(^|[\\/])(theme(\.test)?\.ts|generated[\\/].*)$/.test(file))
  .map((file) => ({ file, text: readFileSync(path.join(src, file), 'utf8') }));

describe("the system's colour palettes", () => {
  it.each(UNUSED_PALETTES)('%s is named by no source file, and the system has none of its colours', (palette) => {
    const naming = sources.filter(({ text }) => new RegExp(`\\b${palette}\\b`).test(text)).map(({ file }) => file);
    expect(naming).toEqual([]);
    expect(system.token(`colors.${palette}.500`, 'none')).toBe('none');
    expect(system.token(`colors.${palette}.solid`, 'none')).toBe('none');
  });

  it('keeps the palettes the screens draw with', () => {
    for (const palette of ['gray', 'red', 'orange', 'green', 'teal', 'blue', 'purple']) {
      expect(system.token(`colors.${palette}.500`, 'none')).not.toBe('none');
      expect(system.token(`colors.${palette}.solid`, 'none')).not.toBe('none');
    }
  });
});
