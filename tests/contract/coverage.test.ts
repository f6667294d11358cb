// Every call the specification names (transcribed in openapi/documented-operations.tsv) is in the contract, with
// the success rule and the area it gives.
import { describe, expect, it } from 'vitest';
import { documentedOperations, loadReadable, present, type Json, type OperationRow } from './load-contract';

const contract = loadReadable();

function findOperation(row: OperationRow): Json | undefined {
  const method = row.method.toLowerCase();
  const inferred = /^\(path not shown\)\s*(.+)$/.exec(row.path);
  if (!inferred) return contract.paths[row.path]?.[method];
  const words = present(inferred[1], `the inferred summary in ${row.path}`).toLowerCase();
  for (const item of Object.values(contract.paths) as Json[]) {
    const op = item[method];
    if (op?.['x-path-inferred'] && String(op.summary).toLowerCase().includes(words)) return op;
  }
  return undefined;
}

/** The codes the row's success column names: "'0' or '1'" → ['0', '1'], "200 (number)…" → [200]. */
function expectedCodes(row: OperationRow): (string | number)[] {
  if (row.success.includes('(number)')) return [200];
  return [...row.success.matchAll(/'([^']*)'/g)].map((m) => present(m[1], `the quoted code in ${m[0]}`));
}

const rows = documentedOperations();

describe('documented-operations.tsv coverage', () => {
  it('lists the 193 calls of the specification', () => {
    expect(rows).toHaveLength(193);
  });

  it('finds every call in the contract', () => {
    const missing = rows.filter((row) => !findOperation(row)).map((row) => `${row.method} ${row.path}`);
    expect(missing).toEqual([]);
  });

  it('gives each call the success rule of the specification', () => {
    const wrong = rows.flatMap((row) => {
      const op = findOperation(row);
      if (!op) return [];
      const declared = [op['x-success-code']].flat();
      const absent = expectedCodes(row).filter((code) => !declared.includes(code));
      return absent.length
        ? [`${row.method} ${row.path}: x-success-code ${JSON.stringify(declared)} lacks ${JSON.stringify(absent)}`]
        : [];
    });
    expect(wrong).toEqual([]);
  });

  it('files each call under its area (the operation tag)', () => {
    const wrong = rows
      .filter((row) => findOperation(row) && findOperation(row)!.tags?.[0] !== row.area)
      .map((row) => `${row.method} ${row.path}: tag ${findOperation(row)!.tags?.[0]}, not ${row.area}`);
    expect(wrong).toEqual([]);
  });

  it('reads the error text from data where the specification says so', () => {
    const wrong = rows
      .filter((row) => row.success.includes('error text in data'))
      .filter((row) => findOperation(row)?.['x-error-text'] !== 'data')
      .map((row) => `${row.method} ${row.path}`);
    expect(wrong).toEqual([]);
  });

  it('marks the calls whose path is not shown as inferred, naming the row in the summary', () => {
    const inferredRows = rows.filter((row) => row.path.startsWith('('));
    expect(inferredRows.map((row) => findOperation(row)?.['x-path-inferred'])).toEqual(inferredRows.map(() => true));
  });
});
