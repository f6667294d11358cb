// The bundled contract, its wire version and the operations list, as the contract tests read them.
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');

export type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export const readJson = (relative: string): Json => JSON.parse(readFileSync(path.join(root, relative), 'utf8'));

export const loadReadable = () => readJson('generated/openapi.json');
export const loadWire = () => readJson('generated/openapi.wire.json');

export interface OperationRow {
  area: string;
  method: string;
  path: string;
  success: string;
  note: string;
}

/** The rows of the specification's operations.tsv (every call the portal makes). */
export function specOperations(): OperationRow[] {
  const file = path.resolve(root, '../shared/spec/operations.tsv');
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#') && !line.startsWith('area\t'))
    .map((line) => {
      const [area, method, route, success, , note = ''] = line.split('\t');
      return { area, method, path: route, success, note };
    });
}
