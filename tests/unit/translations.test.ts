// Every visible string is in both catalogs: `npm test` extracts the messages from the code first
// (npm run messages), so a string added without its Chinese translation fails here.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { areas, type Area } from '@/api/i18n';

const locales = path.resolve(import.meta.dirname, '../../src/locales');
const areaCatalogs = areas.map((area) => `areas/${area}`);
// The messages only an area's lazily loaded code draws (lingui.config.ts): for the areas that have such code.
const onDemandCatalogs = readdirSync(path.join(locales, 'zh', 'on-demand')).map(
  (file) => `on-demand/${file.replace(/\.po$/, '')}`,
);
const allCatalogs = ['messages', ...areaCatalogs, ...onDemandCatalogs];

/** A language's messages: the first page's catalogue, each area's and each area's on-demand one. */
function readCatalog(locale: string, names = allCatalogs): Map<string, string> {
  const entries = new Map<string, string>();
  for (const name of names) {
    const file = path.join(locales, locale, `${name}.po`);
    const pattern = /^msgid "(.*)"\nmsgstr "(.*)"$/gm;
    for (const [entry, id, translation] of readFileSync(file, 'utf8').matchAll(pattern)) {
      if (id === undefined || translation === undefined) throw new Error(`${file}: unreadable entry ${entry}`);
      if (id) entries.set(`${name}:${id}`, translation);
    }
  }
  return entries;
}

/** A language's catalogue as message (context and id) → translation. */
function readEntries(locale: string, name: string): Map<string, string> {
  const file = path.resolve(import.meta.dirname, `../../src/locales/${locale}/${name}.po`);
  const pattern = /^(?:msgctxt "(.*)"\n)?msgid "(.*)"\nmsgstr "(.*)"$/gm;
  const entries = new Map<string, string>();
  for (const [, context = '', id, translation] of readFileSync(file, 'utf8').matchAll(pattern)) {
    if (id) entries.set(`${context}\u0004${id}`, translation ?? '');
  }
  return entries;
}

describe('translations', () => {
  const zh = readCatalog('zh');
  const en = readCatalog('en');

  it('has messages to translate in the first page catalogue and in every area', () => {
    expect(readCatalog('zh', ['messages']).size).toBeGreaterThan(50);
    for (const name of areaCatalogs) expect(readCatalog('zh', [name]).size, name).toBeGreaterThan(5);
    for (const name of onDemandCatalogs) expect(readCatalog('zh', [name]).size, name).toBeGreaterThan(0);
  });

  it('has a catalogue for every area of src/features and for nothing else', () => {
    const features = readdirSync(path.resolve(locales, '../features')).filter((name) => name !== 'session');
    for (const locale of ['zh', 'en']) {
      const catalogs = readdirSync(path.join(locales, locale, 'areas')).map((file) => file.replace(/\.po$/, ''));
      expect(catalogs.sort()).toEqual([...areas].sort());
    }
    expect(features.sort()).toEqual([...areas].sort());
    const onDemand = (locale: string) => readdirSync(path.join(locales, locale, 'on-demand')).sort();
    expect(onDemand('en')).toEqual(onDemand('zh'));
    expect(
      onDemandCatalogs.map((name) => name.replace('on-demand/', '')).filter((area) => !areas.includes(area as Area)),
    ).toEqual([]);
  });

  it('translates every message into Chinese', () => {
    expect([...zh].filter(([, translation]) => !translation.trim()).map(([id]) => id)).toEqual([]);
  });

  it('has the same messages in both catalogs', () => {
    expect([...zh.keys()].sort()).toEqual([...en.keys()].sort());
  });

  // Signed in, each area's catalogue is merged over the first page's and the areas loaded before (src/api/i18n.ts):
  // a message two of them carry with two translations would read as the last loaded everywhere, e.g. a success
  // toast '创建成功' as a column's '创建时间'.
  it.each(['zh', 'en'])('gives a message every %s catalogue carries one translation', (locale) => {
    const seen = new Map<string, { text: string; where: string }>();
    const differing: string[] = [];
    for (const name of allCatalogs) {
      const entries = readEntries(locale, name);
      expect(entries.size, name).toBeGreaterThan(0);
      for (const [key, text] of entries) {
        const first = seen.get(key);
        if (first && first.text !== text) differing.push(`${key.replace('\u0004', ' | ')} (${first.where}, ${name})`);
        else if (!first) seen.set(key, { text, where: name });
      }
    }
    expect(differing).toEqual([]);
  });

  it.each([
    ['Username may not contain spaces', '用户名不可传空格'],
    ['Password may not contain spaces', '密码不可传空格'],
    ['Login failed: unknown error', '登录失败：未知错误'],
  ])('uses the exact Chinese text of the specification for %s', (id, text) => {
    expect(zh.get(`messages:${id}`)).toBe(text);
  });
});
