// Fills empty msgstr entries of a Lingui .po catalog from a TSV of "source<TAB>translation" lines.
// Usage: node scripts/fill-translations.mjs src/locales/zh/messages.po translations.tsv
import { readFileSync, writeFileSync } from 'node:fs';

const [catalogFile, tsvFile] = process.argv.slice(2);
const table = new Map(
  readFileSync(tsvFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => /** @type {[string, string]} */ (line.split('\t'))),
);
const escape = (text) => text.replace(/\\/g, '\\\\').replace(/"/g, '\\"');
const lines = readFileSync(catalogFile, 'utf8').split('\n');
let filled = 0;
for (let i = 0; i < lines.length - 1; i++) {
  const id = /^msgid "(.*)"$/.exec(lines[i])?.[1];
  if (id && lines[i + 1] === 'msgstr ""') {
    const source = id.replace(/\\"/g, '"').replace(/\\\\/g, '\\');
    if (table.has(source)) {
      lines[i + 1] = `msgstr "${escape(table.get(source))}"`;
      filled++;
    }
  }
}
writeFileSync(catalogFile, lines.join('\n'));
console.log(`filled ${filled} translations in ${catalogFile}`);
