// Prism starts with its faker import answered by the English locale alone (scripts/lib/prism-english-faker.mjs):
// no other locale loads, faker still answers the schemas that ask it, and the seeded values stay as they were.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, it } from 'vitest';
import { root } from './load-contract';

// Prism's generator draws one value, with a seed, of a schema that asks faker for a name and a sentence (faker
// is not seeded by Prism: those differ from run to run) and leaves the e-mail address to the seeded generator;
// then the locales loaded are listed.
const draw = String.raw`
const { generate } = require('@stoplight/prism-http/dist/mocker/generator/JSONSchema.js');
const schema = {
  type: 'object',
  required: ['name', 'sentence', 'email'],
  properties: {
    name: { type: 'string', 'x-faker': 'name.findName' },
    sentence: { type: 'string', 'x-faker': 'lorem.sentence' },
    email: { type: 'string', format: 'email' },
  },
};
const value = generate({}, {}, schema, '7').right;
const locales = Object.keys(require.cache)
  .map((file) => file.replaceAll('\\', '/').match(/\/locales\/([^/]+)\/index\.js$/)?.[1])
  .filter(Boolean);
console.log(JSON.stringify({ value, locales }));
`;

function run(preload: boolean) {
  const hook = pathToFileURL(path.join(root, 'scripts/lib/prism-english-faker.mjs')).href;
  const child = spawnSync(process.execPath, [...(preload ? ['--import', hook] : []), '-e', draw], {
    cwd: root,
    encoding: 'utf8',
  });
  expect(child.status, child.stderr).toBe(0);
  return JSON.parse(child.stdout) as { value: Record<string, string>; locales: string[] };
}

it('loads the English locale alone, answers what asks faker, and draws the seeded values as before', () => {
  const everyLocale = run(false);
  const english = run(true);
  expect(everyLocale.locales.length).toBeGreaterThan(10);
  expect(english.locales).toEqual(['en']);
  expect(english.value.name).toMatch(/^[A-Z][a-z'.]+( [A-Z][a-z'.]+)+/);
  // Faker's Latin words include 'a': a sentence may open with a word of one letter ('A dolor eos…').
  expect(english.value.sentence).toMatch(/^[A-Z][a-z]*( [a-z]+)+\.$/);
  expect(english.value.email).toBe(everyLocale.value.email);
});
