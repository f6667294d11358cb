// @vitest-environment jsdom
// `npm run docs` builds the HTML reference with each operation's contract rules. Redoc renders the operations
// in the browser from the definition and options embedded in the page (only the introduction is prerendered),
// so the test reads those: the operation's x- extensions, its rules table, and showExtensions switched on.
// Beside it, the index of operations is plain HTML, read here as a browser without JavaScript reads it (the
// DOM parser of the jsdom environment, which runs no script).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationsIndex } from '../../scripts/docs/operations-index.mjs';
import { declaredFailures, eachOperation, successCodes } from '../../scripts/lib/operations.mjs';
import { loadReadable, present, root, type Json } from './load-contract';

const dir = mkdtempSync(path.join(tmpdir(), 'contract-docs-test-'));
const output = path.join(dir, 'index.html');
let html = '';
let definition: Json;
let options: Json;
let indexSource = '';
let index: Document;
let contract: Json;

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
  indexSource = readFileSync(path.join(dir, 'operations.html'), 'utf8');
  index = new DOMParser().parseFromString(indexSource, 'text/html');
  contract = loadReadable();
});

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

  it('lists the failure codes of the failure examples, and the session-ended code where the call needs a session', () => {
    const rule = '| failure codes (failure examples, `x-session-ended-code`) |';
    expect(operation('listCertificatesByAccount').description).toContain(
      `${rule} \`'1'\` (a string): example \`noPermission\`; \`'500'\` (a string): example \`serverBusy\`; ` +
        "`'403'` (a string): example `sessionEnded`; and whenever the session has ended (`x-session-ended-code`) |",
    );
    expect(operation('queryOfflineRequest').description).toContain(
      `${rule} \`400\` (a number): example \`domainsRequired\`; \`500\` (a number): example \`queryFailed\`; ` +
        "`'403'` (a string): whenever the session has ended (`x-session-ended-code`) |",
    );
    expect(operation('addMonitoringContact').description).toContain(
      `${rule} \`'500'\` (a string): examples \`nameExists\`, \`phoneInvalid\`;`,
    );
    // Signed out: login answers no session-ended code.
    expect(operation('login').description).toMatch(/\| failure codes [^\n]*\|/);
    expect(operation('login').description).not.toContain('session has ended');
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

/** The cells of an operation's row in the index, by column heading, as text. */
function indexRow(page: Document, id: string): Record<string, string> {
  const row = present(page.getElementById(`op-${id}`) ?? undefined, `the index row of ${id}`);
  const headings = [...(row.closest('table')?.querySelectorAll('thead th') ?? [])].map((th) => th.textContent);
  const cells = [...row.children].map((cell) => cell.textContent);
  return Object.fromEntries(headings.map((heading, i) => [heading, cells[i] ?? '']));
}

const written = (code: string | number) => (typeof code === 'string' ? `'${code}' (a string)` : `${code} (a number)`);

describe('npm run docs: the index of operations', () => {
  it('lists every operation of the contract with its method, path and success code written with its type', () => {
    const operations = [...eachOperation(contract)];
    expect(operations).toHaveLength(193);
    expect(index.querySelectorAll('tbody tr')).toHaveLength(operations.length);
    for (const { route, method, op } of operations) {
      const row = indexRow(index, op.operationId);
      expect(row.method, op.operationId).toBe(method.toUpperCase());
      expect(row.path, op.operationId).toBe(route);
      expect(row['success code'], op.operationId).toBe(successCodes(op).map(written).join(' or '));
      expect(row.permission, op.operationId).toBe(op['x-permission']);
    }
  });

  it('tells a string success code from a number', () => {
    expect(indexRow(index, 'listCertificatesByAccount')['success code']).toBe("'0' (a string)");
    expect(indexRow(index, 'listMonitoringContacts')['success code']).toBe("'200' (a string)");
    expect(indexRow(index, 'queryOfflineRequest')['success code']).toBe("200 (a number) or '0' (a string)");
  });

  it("shows each operation's declared failure codes, type-exact, and the session-ended code where a session is needed", () => {
    for (const { op } of eachOperation(contract)) {
      const failures = indexRow(index, op.operationId)['failure codes'];
      for (const { code } of declaredFailures(op)) expect(failures, op.operationId).toContain(written(code));
    }
    const certificates = indexRow(index, 'listCertificatesByAccount');
    expect(certificates['failure codes']).toBe("'1' (a string)'500' (a string)'403' (a string): session ended");
    expect(certificates.session).toBe('needed');
    expect(indexRow(index, 'queryOfflineRequest')['failure codes']).toBe(
      "400 (a number)500 (a number)'403' (a string): session ended",
    );
    const login = indexRow(index, 'login');
    expect(login.session).toBe('not needed');
    expect(login['failure codes']).not.toContain('session ended');
  });

  it('says what travels encrypted, what a write invalidates, and links each operation to the reference', () => {
    expect(indexRow(index, 'searchDomains').encrypted).toBe('data of the success answer');
    expect(indexRow(index, 'getBandwidth').encrypted).toContain('the request body');
    expect(indexRow(index, 'login').encrypted).toContain('query parameter password');
    expect(indexRow(index, 'addMonitoringContact').invalidates).toBe('listMonitoringContactslistMonitoringGroups');
    const link = index.querySelector('#op-listCertificatesByAccount th[scope="row"] a');
    expect(link?.getAttribute('href')).toBe('index.html#/certificates/listcertificatesbyaccount');
    // The reference links to the index at the top of its body, outside what Redoc's script renders.
    const top = html.slice(html.indexOf('<body>'), html.indexOf('<div id="redoc">'));
    expect(top).toContain('<a href="operations.html">');
  });

  it('is plain semantic HTML with no script: a table per area with a caption, headings with their scope', () => {
    expect(index.querySelectorAll('script')).toHaveLength(0);
    expect(indexSource).not.toMatch(/<script|\son[a-z]+=|javascript:/i);
    const policy = index.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content');
    expect(policy).toContain("default-src 'none'");
    const tables = [...index.querySelectorAll('table')];
    const areas = new Set([...eachOperation(contract)].map(({ op }) => op.tags[0]));
    expect(tables.map((t) => t.querySelector('caption')?.textContent?.split(' ')[0]).sort()).toEqual([...areas].sort());
    for (const table of tables) {
      expect([...table.querySelectorAll('thead th')].every((th) => th.getAttribute('scope') === 'col')).toBe(true);
      expect([...table.querySelectorAll('tbody tr > th')].every((th) => th.getAttribute('scope') === 'row')).toBe(true);
    }
  });

  it('escapes the text it takes from the contract', () => {
    // A copy of the contract with one operation, whose summary and area carry markup.
    const route = present(
      [...eachOperation(contract)].find(({ op }) => op.operationId === 'listCertificatesByAccount'),
      'listCertificatesByAccount',
    ).route;
    const copy: Json = structuredClone({ ...contract, paths: { [route]: contract.paths[route] } });
    const injected = '<b>bold</b> & "quoted" <script>alert(1)</script>';
    copy.paths[route].get.summary = injected;
    copy.tags.find((tag: Json) => tag.name === 'certificates').description = injected;
    const page = new DOMParser().parseFromString(operationsIndex(copy), 'text/html');
    expect(indexRow(page, 'listCertificatesByAccount').summary).toBe(injected);
    expect(page.querySelector('#area-certificates caption')?.textContent).toContain(injected);
    expect(page.querySelectorAll('b, script')).toHaveLength(0);
  });
});
