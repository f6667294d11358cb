// The index of every operation, beside the Redoc page (docs-site/operations.html): Redoc draws operations only
// once its script has run, so this page is plain HTML a backend engineer reads without JavaScript, in a terminal
// browser or as the source. One table per area (tag), one row per operation, each linking to its entry in the
// reference. Every text taken from the contract is escaped; the page has no script, and its own policy
// (default-src 'none') keeps any that slipped in from running.
import { xmlEscape } from '../contract-check/junit.mjs';
import { eachOperation, needsSession, sessionEndedCode, successCodes } from '../lib/operations.mjs';
import { codeType, encryptedParts, failureCodes, writtenCode } from './words.mjs';

const POLICY = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'";

const STYLE = `
  body { font: 14px/1.45 system-ui, sans-serif; margin: 1rem 2rem; color: #1a1a1a; }
  table { border-collapse: collapse; margin: 0 0 2rem; width: 100%; }
  caption { text-align: left; font-size: 1.15rem; font-weight: 600; padding: 0.5rem 0; }
  caption span { font-weight: normal; font-size: 0.9rem; color: #555; }
  th, td { border: 1px solid #ccc; padding: 0.25rem 0.5rem; text-align: left; vertical-align: top; }
  thead th { background: #f0f0f0; position: sticky; top: 0; }
  tbody th { font-weight: normal; white-space: nowrap; }
  code { font-size: 0.95em; overflow-wrap: break-word; }
  .typed { white-space: nowrap; }
  .method { font-weight: 600; }
  nav ul { columns: 4 12rem; padding-left: 1.2rem; }
`;

const COLUMNS = [
  'operation',
  'summary',
  'method',
  'path',
  'success code',
  'encrypted',
  'permission',
  'session',
  'failure codes',
  'invalidates',
];

// Apostrophes stay as written, so the source reads '0' (only text and double-quoted attributes are written).
const html = (text) => xmlEscape(text ?? '').replaceAll('&apos;', "'");
const code = (text) => `<code>${html(text)}</code>`;
const typed = (value) => `<span class="typed">${code(writtenCode(value))} (${codeType(value)})</span>`;
const list = (items) => (items.length ? items.join('<br>') : 'none');

/**
 * The address of an operation in the Redoc page. Redoc routes by the lowercased tag and operationId, in the
 * hash when the page is opened from a file.
 */
export const referenceLink = (reference, tag, operationId) =>
  `${reference}#/${encodeURIComponent(tag.toLowerCase())}/${encodeURIComponent(operationId.toLowerCase())}`;

/** The operations grouped by area: the document's tags in their order, then any tag it does not list. */
function byArea(doc) {
  const areas = new Map((doc.tags ?? []).map((tag) => [tag.name, { tag, rows: [] }]));
  for (const entry of eachOperation(doc)) {
    const name = entry.op.tags?.[0] ?? 'other';
    if (!areas.has(name)) areas.set(name, { tag: { name }, rows: [] });
    areas.get(name).rows.push(entry);
  }
  return [...areas.values()].filter((area) => area.rows.length > 0);
}

const areaId = (name) => `area-${name}`;

function row(doc, reference, area, { route, method, op }) {
  const ended = needsSession(doc, op) ? sessionEndedCode(doc) : undefined;
  const failures = failureCodes(op, ended).map((f) => `${typed(f.code)}${f.sessionEnded ? ': session ended' : ''}`);
  const cells = [
    html(op.summary),
    `<span class="method">${html(method.toUpperCase())}</span>`,
    code(route),
    successCodes(op).map(typed).join(' or '),
    list(encryptedParts(doc, op, code)),
    code(op['x-permission']),
    ended === undefined ? 'not needed' : 'needed',
    list(failures),
    op['x-kind'] === 'mutation' ? list((op['x-invalidates'] ?? []).map(code)) : 'nothing: a read',
  ];
  const link = referenceLink(reference, area, op.operationId);
  return [
    `<tr id="${html(`op-${op.operationId}`)}">`,
    `<th scope="row"><a href="${html(link)}">${code(op.operationId)}</a></th>`,
    ...cells.map((cell) => `<td>${cell}</td>`),
    '</tr>',
  ].join('');
}

function table(doc, reference, { tag, rows }) {
  const count = `${rows.length} operation${rows.length === 1 ? '' : 's'}`;
  const about = [tag.description?.trim(), count].filter(Boolean).join(' ');
  return [
    `<table id="${html(areaId(tag.name))}">`,
    `<caption>${html(tag.name)} <span>${html(about)}</span></caption>`,
    `<thead><tr>${COLUMNS.map((c) => `<th scope="col">${c}</th>`).join('')}</tr></thead>`,
    '<tbody>',
    ...rows.map((entry) => row(doc, reference, tag.name, entry)),
    '</tbody>',
    '</table>',
  ].join('\n');
}

/**
 * The index page of the contract's operations. `reference` is the Redoc page's address relative to this page.
 */
export function operationsIndex(doc, { reference = 'index.html' } = {}) {
  const areas = byArea(doc);
  const total = areas.reduce((sum, area) => sum + area.rows.length, 0);
  const title = `${doc.info?.title ?? 'API'} ${doc.info?.version ?? ''}`.trim();
  const ended = sessionEndedCode(doc);
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${POLICY}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${html(title)}: every operation</title>
<style>${STYLE}</style>
</head>
<body>
<header>
<h1>${html(title)}: every operation</h1>
<p>${total} operations by area. Each operation's name leads to its entry in the <a href="${html(reference)}">API reference</a>
(which needs JavaScript); its rules are read from the contract's <code>x-</code> extensions.</p>
<p>Every call answers HTTP 200 with a <code>code</code> in the body. A code is written with its type, and the type
counts: <code>'0'</code> is a string, <code>200</code> a number, and a server sending <code>0</code> for
<code>'0'</code> fails. The failure codes are those of the operation's named failure examples; a call that needs
the session may also answer the session-ended code (<code>x-session-ended-code</code>), ${typed(ended)}.</p>
<nav aria-label="areas"><ul>
${areas.map(({ tag, rows }) => `<li><a href="#${html(areaId(tag.name))}">${html(tag.name)}</a> (${rows.length})</li>`).join('\n')}
</ul></nav>
</header>
<main>
${areas.map((area) => table(doc, reference, area)).join('\n')}
</main>
</body>
</html>
`;
}
