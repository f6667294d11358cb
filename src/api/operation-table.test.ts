// The contract's table is loaded on demand (not part of the first page): read before it has come, a row is a
// programming error that says so; once loaded, every row is the generated one.
import { describe, expect, it, vi } from 'vitest';
import { operations } from './generated/operations';

describe('the operation table', () => {
  it('refuses to be read before it is loaded, and gives the generated rows after', async () => {
    vi.resetModules();
    const fresh = await import('./operation-table');
    expect(() => fresh.operationMeta('login')).toThrow(/before loadOperationTable\(\) resolved \(login\)/);
    const table = await fresh.loadOperationTable();
    expect(fresh.operationMeta('login')).toEqual(operations.login);
    // One load, shared by every caller.
    expect(await fresh.loadOperationTable()).toBe(table);
  });
});
