// The contract's table is loaded on demand (not part of the first page): read before it has come, a row is a
// programming error that says so; once loaded, every row is the generated one. The login page's calls need none.
import { describe, expect, it, vi } from 'vitest';
import { operations } from './generated/operations';

describe('the operation table', () => {
  it('refuses to be read before it is loaded, and gives the generated rows after', async () => {
    vi.resetModules();
    const fresh = await import('./operation-table');
    expect(() => fresh.operationMeta('listAllCertificates')).toThrow(
      /before loadOperationTable\(\) resolved \(listAllCertificates\)/,
    );
    const table = await fresh.loadOperationTable();
    expect(fresh.operationMeta('listAllCertificates')).toEqual(operations.listAllCertificates);
    // One load, shared by every caller.
    expect(await fresh.loadOperationTable()).toBe(table);
  });

  it("holds the login page's calls without the table, each the table's row", async () => {
    vi.resetModules();
    const fresh = await import('./operation-table');
    for (const id of ['login', 'autoLogin', 'logout'] as const) expect(fresh.operationMeta(id)).toEqual(operations[id]);
    expect(await fresh.loadOperationMeta('listAllCertificates')).toEqual(operations.listAllCertificates);
  });
});
