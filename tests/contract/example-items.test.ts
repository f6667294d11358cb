// Long lists in examples ($items): generated when the contract is bundled, item by item as the YAML says, and
// the opt-in examples of thousands of rows built with it (and the minute curve) hold what their names promise
// without ever being an operation's first (default) example.
import { describe, expect, it } from 'vitest';
import { expandItems } from '../../scripts/lib/example-items.mjs';
import { expandExample, startOfProviderDay } from '../../scripts/lib/example-macros.mjs';
import { eachOperation, jsonResponse } from '../../scripts/lib/operations.mjs';
import { loadReadable, present, type Json } from './load-contract';

// 2026-03-10 00:00 in the provider's time zone (UTC+8).
const today = startOfProviderDay(new Date('2026-03-10T12:00:00+08:00'));

describe('$items', () => {
  it('numbers, names, cycles and times each item by its number', () => {
    const items = expandItems(
      {
        count: 4,
        fields: {
          id: { $number: 100, step: 10 },
          name: { $text: 'site{n}.example.com' },
          code: { $text: 'rf{n:4}' },
          type: { $cycle: ['url', 'dir', 'url'] },
          created: { $time: 'today-1d 23:59:00', step: -60 },
          day: { $time: 'today', step: 86_400, format: 'date' },
          source: 'portal',
          seen: '{{today|date}}',
          tags: [{ $text: 'tag{n}' }],
        },
      },
      today,
    );
    expect(items).toEqual([
      {
        id: 100,
        name: 'site1.example.com',
        code: 'rf0001',
        type: 'url',
        created: '2026-03-09 23:59:00',
        day: '2026-03-10',
        source: 'portal',
        seen: '2026-03-10',
        tags: ['tag1'],
      },
      {
        id: 110,
        name: 'site2.example.com',
        code: 'rf0002',
        type: 'dir',
        created: '2026-03-09 23:58:00',
        day: '2026-03-11',
        source: 'portal',
        seen: '2026-03-10',
        tags: ['tag2'],
      },
      {
        id: 120,
        name: 'site3.example.com',
        code: 'rf0003',
        type: 'url',
        created: '2026-03-09 23:57:00',
        day: '2026-03-12',
        source: 'portal',
        seen: '2026-03-10',
        tags: ['tag3'],
      },
      {
        id: 130,
        name: 'site4.example.com',
        code: 'rf0004',
        type: 'url',
        created: '2026-03-09 23:56:00',
        day: '2026-03-13',
        source: 'portal',
        seen: '2026-03-10',
        tags: ['tag4'],
      },
    ]);
  });

  it('merges the variants into the items in turn, over the fields every item has', () => {
    const items = expandItems(
      {
        count: 3,
        fields: { id: { $number: 1 }, status: 'waiting' },
        variants: [{ status: 'success', finished: { $time: 'today 10:00:00', step: 60 } }, { status: 'failed' }],
      },
      today,
    );
    expect(items).toEqual([
      { id: 1, status: 'success', finished: '2026-03-10 10:00:00' },
      { id: 2, status: 'failed' },
      { id: 3, status: 'success', finished: '2026-03-10 10:02:00' },
    ]);
  });

  it('gives the count beside the list ($figure: count without a field)', () => {
    const data = expandExample(
      { total: { $figure: 'count', of: 'list' }, list: { $items: { count: 7, fields: { id: { $text: 'x{n}' } } } } },
      today,
    );
    expect(data.total).toBe(7);
    expect(data.list).toHaveLength(7);
  });

  it.each([
    [{ count: 0 }, /count must be a whole number/],
    [{ count: 100_001 }, /count must be a whole number/],
    [{ count: 2.5 }, /count must be a whole number/],
    [{ count: 1, fields: { id: { $serial: 1 } } }, /unknown \$serial/],
    [{ count: 1, fields: { type: { $cycle: [] } } }, /\$cycle takes a list/],
    [{ count: 1, fields: { at: { $time: 'yesterday' } } }, /\$time 'yesterday'/],
    [{ count: 1, variants: ['url'] }, /variants a list of maps/],
  ])('refuses %j', (spec, message) => {
    expect(() => expandItems(spec, today)).toThrow(message);
  });
});

const readable = loadReadable();
const examplesOf = (id: string): [string, Json][] => {
  const found = [...eachOperation(readable)].find((entry: Json) => entry.op.operationId === id) as Json | undefined;
  return Object.entries((jsonResponse(present(found, id).op)?.examples ?? {}) as Record<string, Json>);
};
const opted = (id: string, name: string) => {
  const examples = examplesOf(id);
  const index = examples.findIndex(([key]) => key === name);
  return { index, data: present(examples[index], `${id} ${name}`)[1].value.data as Json };
};

describe('the opt-in examples of many rows', () => {
  it.each([
    ['searchDomains', 'tenThousandDomains', (item: Json) => item.id],
    ['queryRefreshTasks', 'tenThousandTasks', (item: Json) => item.id],
  ])('%s %s: 10,000 items with distinct ids, counted in total, never the default', (id, name, key) => {
    const { index, data } = opted(id, name);
    expect(index).toBeGreaterThan(0);
    expect(data.list).toHaveLength(10_000);
    expect(data.total).toBe(10_000);
    expect(new Set((data.list as Json[]).map(key)).size).toBe(10_000);
  });

  it.each(['getOverviewTraffic', 'getSequentialTraffic', 'getServiceInfoTraffic'])(
    '%s weekByMinute: 7 days in one-minute points, never the default',
    (id) => {
      const { index, data } = opted(id, 'weekByMinute');
      expect(index).toBeGreaterThan(0);
      const times = (data.bandAndFlowList as Json[]).map((point) => point.timestamp as number);
      expect(times).toHaveLength(7 * 1440);
      expect(new Set(times.slice(1).map((time, i) => time - (times[i] ?? 0)))).toEqual(new Set([60]));
    },
  );
});
