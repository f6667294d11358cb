import { describe, expect, it } from 'vitest';
import type { ProtectedIpEntry } from '../types';
import { describePorts, filterEntries } from './entry-filter';

const entry = (id: number, sourceIp: string, status: number, ports: number[], range?: [number, number]) =>
  ({
    id,
    sourceIp,
    status,
    ports,
    portRange: range ? { start: range[0], end: range[1] } : null,
    cnamePrefix: `edge${id}`,
    cname: `edge${id}.ipp.orange-cdn.com`,
    createTime: '2025-01-01 00:00:00',
    updateTime: '2025-01-01 00:00:00',
  }) as ProtectedIpEntry;

const entries = [entry(1, '203.107.44.18', 2, [80, 443]), entry(2, '117.50.12.70', 3, [], [7000, 7050])];

describe('filter', () => {
  it.each([
    [{}, [1, 2]],
    [{ status: 2 }, [1]],
    [{ status: 4 }, []],
    [{ q: '117.50' }, [2]],
    [{ q: 'EDGE1' }, [1]],
    [{ q: '7000' }, [2]],
    [{ q: '443' }, [1]],
    [{ q: '443', status: 3 }, []],
    [{ q: '  ' }, [1, 2]],
  ])('%j → %j', (filter, ids) => {
    expect(filterEntries(entries, filter).map((e) => e.id)).toEqual(ids);
  });
});

describe('ports text', () => {
  it.each([
    [{ ports: [80, 443], portRange: null }, '80, 443'],
    [{ ports: [], portRange: { start: 7000, end: 7050 } }, '7000–7050'],
    [{ ports: [25565], portRange: { start: 30000, end: 30020 } }, '25565 · 30000–30020'],
  ])('%j → %s', (value, text) => {
    expect(describePorts(value)).toBe(text);
  });
});
