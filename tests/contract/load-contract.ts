// The bundled contract, its wire version and the operations list, as the contract tests read them.
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');

export type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The value of a lookup the contract guarantees, or an error that names what is missing. */
export function present<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`${what} is missing`);
  return value;
}

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
  const [header, ...rows] = lines;
  const columns = present(header, 'the header row of openapi/documented-operations.tsv').split('\t');
  return rows.map((line) => {
    const cells = line.split('\t');
    return Object.fromEntries(columns.map((column, i) => [column, cells[i] ?? ''])) as unknown as OperationRow;
  });
}
