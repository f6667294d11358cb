// `npm run docs` builds the HTML reference with each operation's contract rules. Redoc renders the operations
// in the browser from the definition and options embedded in the page (only the introduction is prerendered),
// so the test reads those: the operation's x- extensions, its rules table, and showExtensions switched on.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { present, root, type Json } from './load-contract';

const dir = mkdtempSync(path.join(tmpdir(), 'contract-docs-test-'));
const output = path.join(dir, 'index.html');
let html = '';
let definition: Json;
let options: Json;

const operation = (id: string): Json =>
  Object.values(definition.paths as Record<string, Json>)
    .flatMap((item) => Object.values(item))
    .find((op: Json) => op?.operationId === id);

beforeAll(() => {
  const build = spawnSync(process.execPath, [path.join(root, 'scripts/docs.mjs'), '--output', output], {
    cwd: root,
    encoding: 'utf8',
  });
  expect(build.status, build.stdout + build.stderr).toBe(0);
  html = readFileSync(output, 'utf8');
  const embedded = /const __redoc_definition = (\{.*\});\s*const __redoc_options = (\{.*?\});/s.exec(html);
  expect(embedded, 'the page embeds the definition and the Redoc options').not.toBeNull();
  definition = JSON.parse(present(embedded?.[1], 'the embedded Redoc definition'));
  options = JSON.parse(present(embedded?.[2], 'the embedded Redoc options'));
}, 40_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('npm run docs', () => {
  it("shows an operation's x-success-code and x-permission, raw and in its rules table", () => {
    const op = operation('listCertificatesByAccount');
    expect(op['x-success-code']).toBe('0');
    expect(op['x-permission']).toBe('portal:certificate:view:*');
    expect(op.description).toContain("| success code (`x-success-code`) | `'0'` (a string) |");
    expect(op.description).toContain('| permission (`x-permission`) | `portal:certificate:view:*` |');
    expect(['true', true]).toContain(options.showExtensions);
  });

  it('says what a write invalidates, what travels encrypted and what is inferred', () => {
    expect(operation('addMonitoringContact').description).toContain(
      '| invalidates (`x-invalidates`) | `listMonitoringContacts`; `listMonitoringGroups` |',
    );
    expect(operation('searchDomains').description).toContain(
      '| encrypted (`x-encrypted`) | `data` of the success answer |',
    );
    expect(operation('getBandwidth').description).toMatch(/\| encrypted \(`x-encrypted`\) \| the request body \|/);
    expect(operation('getBandwidth').description).toMatch(
      /\| inferred \(`x-inferred`, `x-path-inferred`\) \| the path/,
    );
    expect(operation('login').description).toContain('query parameter `password`');
  });

  it('says which session a call needs and whether a language switch fetches it again', () => {
    expect(operation('listCertificatesByAccount').description).toContain(
      '| session (`security`) | `sessionCookie` (cookie `JSESSIONID`) |',
    );
    expect(operation('login').description).toContain('| session (`security`) | none: called signed out |');
    expect(operation('getAnalysisUrlTop').description).toContain(
      '| language-dependent (`x-language-dependent`) | yes: fetched again after a language switch |',
    );
    expect(operation('listCertificatesByAccount').description).toContain(
      '| language-dependent (`x-language-dependent`) | no |',
    );
  });

  it('shows the opt-in examples of a lot of data by their first items, and the day and week curves whole', () => {
    const examples = (id: string) =>
      operation(id).responses['200'].content['application/json'].examples as Record<string, Json>;
    const domains = present(examples('searchDomains').tenThousandDomains, 'tenThousandDomains');
    expect(domains.value.data.list).toHaveLength(3);
    expect(domains.value.data.total).toBe(10_000);
    expect(domains.description).toContain('Shown here: the first 3 of the 10,000 items of `data.list`.');
    const overview = examples('getOverviewTraffic');
    expect(present(overview.weekByMinute, 'weekByMinute').value.data.bandAndFlowList).toHaveLength(3);
    expect(present(overview.success, 'success').value.data.bandAndFlowList).toHaveLength(288);
    expect(present(examples('getServiceInfoTraffic').week, 'week').value.data.bandAndFlowList).toHaveLength(2016);
    // The macros the mock draws its curves from stay out of the reference.
    expect(Object.keys(present(overview.success, 'success'))).not.toContain('x-macro');
  });

  it('prerenders the introduction that explains every extension', () => {
    const markup = html.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<style[\s\S]*?<\/style>/g, '');
    const extensions = [
      'x-success-code',
      'x-permission',
      'x-invalidates',
      'x-encrypted',
      'x-inferred',
      'x-language-dependent',
    ];
    for (const extension of extensions) {
      expect(markup).toContain(`<code>${extension}</code>`);
    }
  });
});
