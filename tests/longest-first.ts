// Vitest's order of the test files, with the longest first: the run ends when its last file does, so a long file
// started last keeps one core busy while the others wait. Vitest orders by the durations of its last run on this
// machine, which a clean clone (CI) does not have: there, it would order by file size, and the three longest
// files (the screen suites and the conformance modes) ran last. So a file's duration comes from Vitest's own
// timing cache when there is one, else from tests/durations.json (kept by `npm run test:durations`), and a file in
// neither runs first, as Vitest runs a new file first. Projects stay in Vitest's order (by name, the isolated
// ones first), so that a worker runs one project's files in a row and keeps their module graph.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Milliseconds each file took in a whole run, by `<project>:<file>`. */
const durationsFile = path.join(import.meta.dirname, 'durations.json');

const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const kept = JSON.parse(readFileSync(durationsFile, 'utf8')) as Record<string, number>;
    const root = this.ctx.config.root;
    const key = (spec: TestSpecification) => `${spec.project.name}:${path.relative(root, spec.moduleId)}`;
    const duration = (spec: TestSpecification) =>
      this.ctx.cache.getFileTestResults(key(spec))?.duration ?? kept[key(spec)] ?? Number.MAX_SAFE_INTEGER;
    return [...files].sort(
      (a, b) =>
        a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder ||
        byName(a.project.name, b.project.name) ||
        Number(b.project.config.isolate) - Number(a.project.config.isolate) ||
        duration(b) - duration(a),
    );
  }
}
