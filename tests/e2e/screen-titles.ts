// The Chinese title of every screen, read the way the portal gets it: the `title: msg\`…\`` of its route file
// (src/routes/_app/<section>/<screen>.tsx) translated by the Chinese catalogues.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

function chineseCatalogue(): Map<string, string> {
  const entries = new Map<string, string>();
  const areas = readdirSync(path.join(root, 'src/locales/zh/areas')).map((file) => `areas/${file}`);
  for (const file of ['messages.po', ...areas]) {
    const text = readFileSync(path.join(root, 'src/locales/zh', file), 'utf8');
    for (const match of text.matchAll(/^msgid "(.*)"\nmsgstr "(.*)"$/gm)) entries.set(match[1]!, match[2]!);
  }
  return entries;
}

/** Screen path (e.g. /cdn/domain) → its title in Chinese. */
export function screenTitles(): Map<string, string> {
  const catalogue = chineseCatalogue();
  const titles = new Map<string, string>();
  const routes = path.join(root, 'src/routes/_app');
  for (const section of readdirSync(routes, { withFileTypes: true }).filter((entry) => entry.isDirectory())) {
    for (const file of readdirSync(path.join(routes, section.name)).filter((name) => name.endsWith('.tsx'))) {
      const source = readFileSync(path.join(routes, section.name, file), 'utf8');
      const title = /title: msg`([^`]+)`/.exec(source)?.[1];
      const chinese = title && catalogue.get(title);
      if (chinese) titles.set(`/${section.name}/${file.replace(/\.tsx$/, '')}`, chinese);
    }
  }
  return titles;
}
