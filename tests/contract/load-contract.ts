// The bundled contract, its wire version and the operations list, as the contract tests read them.
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');

export type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export const readJson = (relative: string): Json => JSON.parse(readFileSync(path.join(root, relative), 'utf8'));

export const loadReadable = () => readJson('generated/openapi.json');
export const loadWire = () => readJson('generated/openapi.wire.json');

export interface OperationRow {
  method: string;
  path: string;
  area: string;
  success: string;
  spec: string;
  note: string;
}

/** The rows of openapi/documented-operations.tsv: every call the specification names, as transcribed there. */
export function documentedOperations(): OperationRow[] {
  const lines = readFileSync(path.join(root, 'openapi/documented-operations.tsv'), 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'));
  const columns = lines[0].split('\t');
  return lines.slice(1).map((line) => {
    const cells = line.split('\t');
    return Object.fromEntries(columns.map((column, i) => [column, cells[i] ?? ''])) as unknown as OperationRow;
  });
}
