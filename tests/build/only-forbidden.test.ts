// A forgotten `.only` must fail the run on every machine, not only where CI is set (both runners' default
// allows it outside CI, where the rest of the file would then be skipped without a word).
import { describe, expect, it } from 'vitest';
import playwrightConfig from '../../playwright.config.ts';
import vitestConfig from '../../vitest.config.ts';

interface ProjectConfig {
  extends?: boolean;
  test?: { name?: string; allowOnly?: boolean };
}

describe('.only', () => {
  it('fails the Playwright run whether or not CI is set', () => {
    expect(playwrightConfig.forbidOnly).toBe(true);
  });

  it('fails every Vitest project whether or not CI is set', async () => {
    const resolved = await vitestConfig({ command: 'serve', mode: 'test' });
    const root = resolved.test ?? {};
    expect(root.allowOnly).toBe(false);
    const projects = (root.projects ?? []) as ProjectConfig[];
    expect(projects.length).toBeGreaterThan(0);
    for (const project of projects) {
      // A project that extends the root config inherits its setting; any other must repeat it.
      const allowOnly = project.test?.allowOnly ?? (project.extends === true ? root.allowOnly : undefined);
      expect(allowOnly, project.test?.name).toBe(false);
    }
  });
});
