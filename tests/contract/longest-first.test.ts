// The order Vitest runs the test files in (tests/longest-first.ts): by project as Vitest orders them, then the
// longest first, by this machine's timings where it has them, else by tests/durations.json, a file in neither
// first.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TestSpecification, Vitest } from 'vitest/node';
import { LongestFirst } from '../longest-first';

const root = path.resolve(import.meta.dirname, '../..');
const kept = JSON.parse(readFileSync(path.join(root, 'tests/durations.json'), 'utf8')) as Record<string, number>;

interface Project {
  name: string;
  groupOrder?: number;
  isolate?: boolean;
}

const specOf = ({ name, groupOrder = 0, isolate = true }: Project, file: string) =>
  ({
    project: { name, config: { sequence: { groupOrder }, isolate } },
    moduleId: path.join(root, file),
  }) as unknown as TestSpecification;

/** The sequencer as Vitest makes it, with `cached` as its own timing cache (milliseconds by `<project>:<file>`). */
const sequencer = (cached: Record<string, number> = {}) =>
  new LongestFirst({
    config: { root },
    cache: { getFileTestResults: (key: string) => (key in cached ? { duration: cached[key] } : undefined) },
  } as unknown as Vitest);

const keyOf = (spec: TestSpecification) => `${spec.project.name}:${path.relative(root, spec.moduleId)}`;

/** The build project's files that tests/durations.json times, longest first by it: one per duration, so that
 * there is one order. */
const timedBuildFiles = [
  ...new Map(
    Object.entries(kept)
      .filter(([key]) => key.startsWith('build:'))
      .map(([key, ms]) => [ms, key.slice('build:'.length)]),
  ),
]
  .sort(([a], [b]) => b - a)
  .map(([, file]) => file);

describe('on a clean clone, without timings of its own', () => {
  it('runs the longest files first, by the committed durations, and a file they do not name before them', async () => {
    expect(timedBuildFiles.length).toBeGreaterThanOrEqual(3);
    const files = [...timedBuildFiles].reverse().concat('tests/build/not-timed-yet.test.ts');
    const sorted = await sequencer().sort(files.map((file) => specOf({ name: 'build' }, file)));
    expect(sorted.map(keyOf)).toEqual(
      ['tests/build/not-timed-yet.test.ts', ...timedBuildFiles].map((file) => `build:${file}`),
    );
  });
});

describe("on a machine with Vitest's timing cache", () => {
  it('orders by its own timings over the committed ones', async () => {
    const [longest, next] = timedBuildFiles as [string, string];
    const sorted = await sequencer({ [`build:${longest}`]: 1, [`build:${next}`]: 2 }).sort(
      [longest, next].map((file) => specOf({ name: 'build' }, file)),
    );
    expect(sorted.map(keyOf)).toEqual([`build:${next}`, `build:${longest}`]);
  });
});

describe('across projects', () => {
  it("keeps Vitest's order of the projects (group, then name), however long their files", async () => {
    const file = 'tests/contract/a.test.ts';
    const specs = [
      specOf({ name: 'unit' }, file),
      specOf({ name: 'later', groupOrder: 1 }, file),
      specOf({ name: 'first-load' }, file),
      specOf({ name: 'contract', isolate: false }, file),
    ];
    const sorted = await sequencer({ 'unit:tests/contract/a.test.ts': 999_999 }).sort(specs);
    expect(sorted.map((spec) => spec.project.name)).toEqual(['contract', 'first-load', 'unit', 'later']);
  });
});
