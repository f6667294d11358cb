// The build's files follow folders (scripts/lib/code-splitting.mjs): a folder of src/components is one part of
// the kit, and the few source files named apart must exist, or a renamed one would land in another file
// unnoticed (and a screen load what it did not).
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { partOf, parts } from '../../scripts/lib/code-splitting.mjs';

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
    expect(partOf('src/components/table/RenamedTable.tsx')).toBe('table');
    expect(partOf('src/components/charts/RenamedChart.tsx')).toBe('charts');
    expect(partOf('src/components/form/RenamedField.tsx')).toBe('forms');
    expect(partOf('src/components/pickers/RenamedPicker.tsx')).toBe('pickers');
  });

  it("keep the form dialog and the question before input is lost out of a page form's file", () => {
    expect(partOf('src/components/form/FormDialog.tsx')).toBe('overlays');
    expect(partOf('src/components/form/leave-question.tsx')).toBe('overlays');
  });

  it("give tabs the machines' core, and menus, dialogs and checkboxes files of their own", () => {
    const widget = (name: string) => partOf(`node_modules/@zag-js/${name}/dist/${name}.machine.mjs`);
    expect(['tabs', 'core', 'dialog', 'menu', 'popover', 'checkbox', 'switch'].map(widget)).toEqual([
      'widgets',
      'widgets',
      'overlays',
      'overlays',
      'overlays',
      'toggles',
      'toggles',
    ]);
    expect(partOf('node_modules/@chakra-ui/react/dist/esm/components/tabs/tabs.js')).toBe('widgets');
    expect(partOf('node_modules/@chakra-ui/react/dist/esm/components/dialog/dialog.js')).toBe('overlays');
  });

  it("keep the time and figure helpers lists use out of the pickers' file", () => {
    expect(['units', 'server-time'].map((name) => partOf(`src/lib/${name}.ts`))).toEqual(['figures', 'figures']);
    // What only the screens that chart traffic use is theirs: the time range they pick, a series' points.
    expect(['time-range', 'series'].map((name) => partOf(`src/lib/${name}.ts`))).toEqual(['pickers', 'pickers']);
  });
});
