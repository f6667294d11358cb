// The build's files follow folders (scripts/lib/code-splitting.mjs): a folder of src/components is one part of
// the kit, and the few source files named apart must exist, or a renamed one would land in another file
// unnoticed (and a screen load what it did not).
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { belongsTo, parts } from '../../scripts/lib/code-splitting.mjs';

const root = path.resolve(import.meta.dirname, '../..');

describe('the parts of the kit, each a file of the build', () => {
  it('name only source files that exist (rename one: update scripts/lib/code-splitting.mjs)', () => {
    const named = parts.flatMap((part) => (part.files ?? []).map((file) => `${part.name}: ${file}`));
    const missing = named.filter((entry) => !existsSync(path.join(root, entry.split(': ')[1] ?? '')));
    expect(missing).toEqual([]);
  });

  it('name only folders of src/components that exist', () => {
    const folders = parts.flatMap((part) => (part.folders ?? []).map((folder) => `src/components/${folder}`));
    const missing = folders.filter(
      (folder) => !existsSync(path.join(root, folder)) || !statSync(path.join(root, folder)).isDirectory(),
    );
    expect(missing).toEqual([]);
  });

  it('take a file renamed or added inside a folder with the folder', () => {
    const part = (file: string) => parts.find((candidate) => belongsTo(candidate, file))?.name;
    expect(part('src/components/table/RenamedTable.tsx')).toBe('table');
    expect(part('src/components/charts/RenamedChart.tsx')).toBe('charts');
    expect(part('src/components/form/RenamedField.tsx')).toBe('forms');
    expect(part('src/components/pickers/RenamedPicker.tsx')).toBe('pickers');
  });
});
