// The README's list of choices the specification leaves open states the rules as the code holds them: a list
// that names a figure the code no longer uses misleads whoever checks the portal against the specification.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { replacementName } from '../../src/features/certificates/rules/replacement';
import { WARN_SHARE } from '../../src/features/purge/rules/purge-impact';
import { PROVIDER_ZONE } from '../../src/lib/provider-time.js';

const readme = readFileSync(path.resolve(import.meta.dirname, '../../README.md'), 'utf8');
const choices = readme.split('## Choices the specification leaves open')[1]?.split('\n## ')[0] ?? '';
/** The list's item that starts with the bold words. */
const item = (words: string) => choices.split('\n- ').find((entry) => entry.startsWith(`**${words}**`)) ?? '';

describe("README's choices", () => {
  it('has the list', () => {
    expect(choices).toContain('- **');
  });

  it('states the share from which a purge is warned about', () => {
    const entry = item('The purge warning');
    expect(entry).toContain('`WARN_SHARE`');
    expect(entry).toContain(`${WARN_SHARE * 100} %`);
  });

  it('names a replacement certificate as the code does', () => {
    const entry = item('A replacement certificate');
    expect(entry).toContain('`replacementName`');
    expect(entry).toContain(`'${replacementName('图片域名证书', '2026-11-29')}'`);
  });

  it("names the provider's zone as the code does", () => {
    const entry = item('Times');
    expect(entry).toContain('`PROVIDER_ZONE`');
    expect(entry).toContain(PROVIDER_ZONE);
  });
});
