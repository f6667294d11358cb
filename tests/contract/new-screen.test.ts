// The screen generator (npm run new:screen) writes what docs/adding-a-screen.md lists, and TanStack Router's
// plugin, run as `npm run routes` runs it, puts the new route into the tree. Nothing is written to the
// repository: the plan is read, and the route tree is written from a temporary copy of src/routes.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { resolveConfig } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { planScreen } from '../../scripts/new-screen.mjs';
import { present, root } from './load-contract';

const between = (text: string, start: string, end: string) => {
  const from = text.indexOf(start);
  return text.slice(from, text.indexOf(end, from));
};

describe.each(['list', 'chart', 'form'] as const)('a new %s screen', (kind) => {
  const plan = planScreen({ path: '/cdn/generatedCheck', area: 'domains', kind, zh: '生成检查' });
  const content = (file: string) => plan.files.find((planned) => planned.file === file)?.content ?? '';

  it('is the route file, the page, its test and the route table entries', () => {
    expect(plan.files.map(({ file }) => file)).toEqual([
      'src/routes/_app/cdn/generatedCheck.tsx',
      'src/features/domains/pages/GeneratedCheckPage.tsx',
      'src/features/domains/pages/GeneratedCheckPage.test.tsx',
      'src/api/screens.ts',
      'tests/build/signed-in-screens.test.ts',
    ]);
  });

  it("declares the route with its area, title and the area's permission module", () => {
    const route = content('src/routes/_app/cdn/generatedCheck.tsx');
    expect(route).toContain("createFileRoute('/_app/cdn/generatedCheck')");
    expect(route).toContain("area: 'domains'");
    expect(route).toContain("screen: { title: msg`Generated check`, permission: { module: 'domain' } }");
  });

  it('heads the page with the title and tests it through the route', () => {
    expect(content('src/features/domains/pages/GeneratedCheckPage.tsx')).toContain(
      '<Heading as="h1" size="lg">{t`Generated check`}</Heading>',
    );
    const test = content('src/features/domains/pages/GeneratedCheckPage.test.tsx');
    expect(test).toContain(
      "renderRoute('/cdn/generatedCheck', { language: 'en', permissions: ['portal:domain:view:*'] })",
    );
  });

  it('adds the path to the landing order and to the routes the specification does not list', () => {
    const screens = content('src/api/screens.ts');
    expect(between(screens, 'export const landingOrder', '] as const')).toContain("'/cdn/generatedCheck',");
    expect(between(screens, 'export const routesNotInSpecification', '] as const')).toContain("'/cdn/generatedCheck',");
  });

  it("gives the screen a first-page budget against its kind's floor", () => {
    const floor = { list: 'table', chart: 'charts', form: 'form' }[kind];
    expect(between(content('tests/build/signed-in-screens.test.ts'), 'const screens: Record<', '\n};')).toContain(
      `'/cdn/generatedCheck': { kind: '${floor}' },`,
    );
  });

  it('gives the title its Chinese in the first page catalogue and the area catalogue', () => {
    expect(plan.messages).toEqual(
      expect.arrayContaining([
        { english: 'Generated check', chinese: '生成检查', catalog: 'src/locales/zh/messages.po' },
        { english: 'Generated check', chinese: '生成检查', catalog: 'src/locales/zh/areas/domains.po' },
      ]),
    );
  });
});

describe('the screen generator', () => {
  it('refuses a path that exists, an area that does not and an unknown kind', () => {
    expect(() => planScreen({ path: '/cdn/domain', area: 'domains', kind: 'list' })).toThrow('exists already');
    expect(() => planScreen({ path: '/cdn/fresh', area: 'nowhere', kind: 'list' })).toThrow(
      'src/features/nowhere does not exist',
    );
    // @ts-expect-error -- a kind the generator does not know, as the command line may pass it
    expect(() => planScreen({ path: '/cdn/fresh', area: 'domains', kind: 'table' })).toThrow('--kind is one of');
  });

  const copy = mkdtempSync(path.join(tmpdir(), 'new-screen-test-'));
  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  it("writes a route file TanStack Router's plugin puts into the route tree", async () => {
    const plan = planScreen({ path: '/cdn/generatedCheck', area: 'domains', kind: 'list' });
    cpSync(path.join(root, 'src/routes'), path.join(copy, 'src/routes'), { recursive: true });
    const route = present(plan.files[0], 'the route file');
    mkdirSync(path.dirname(path.join(copy, route.file)), { recursive: true });
    writeFileSync(path.join(copy, route.file), route.content);
    await resolveConfig({ root: copy, configFile: path.join(root, 'vite.config.ts'), logLevel: 'silent' }, 'build');
    const tree = readFileSync(path.join(copy, 'src/routeTree.gen.ts'), 'utf8');
    expect(tree).toContain("'/_app/cdn/generatedCheck'");
  });
});
