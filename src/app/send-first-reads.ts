// Part of the script run before the entry (src/app/preload-screen-files.ts): sends the first reads a signed-in
// screen opened by its address declares (src/app/screen-reads.ts), as soon as the HTML has come, for the entry's
// loader to adopt (src/api/sent-reads.ts). The build writes into index.html the contract's row of each read it
// can send this way (scripts/lib/screen-files.mjs); an address the route's validation would change is left to
// the loader, which reads what the router makes of it.
// The router's own reading of a search (only this function is bundled into the early script).
import { defaultParseSearch } from '@tanstack/react-router';
import { readKey } from '@/api/first-reads';
import { acceptLanguage, type Language } from '@/api/language';
import { sendEarly } from '@/api/sent-reads';
import type { EarlyOperations } from './screen-files';
import { screenReads } from './screen-reads';

interface EarlyInput {
  params?: {
    path?: Record<string, string | number>;
    query?: Record<string, string | number | boolean | readonly (string | number)[]>;
  };
  body?: unknown;
}

/** The search as the route reads it, or undefined when its validation would drop or change a value. */
function validSearch(validate: (raw: Record<string, unknown>) => object, searchText: string) {
  const raw = defaultParseSearch(searchText) as Record<string, unknown>;
  const search = validate(raw) as Record<string, unknown>;
  const same = Object.keys(raw).every((key) => JSON.stringify(raw[key]) === JSON.stringify(search[key]));
  return same ? search : undefined;
}

export function sendFirstReads(
  operations: EarlyOperations,
  { pathname, search: searchText, origin }: Pick<Location, 'pathname' | 'search' | 'origin'>,
  language: Language,
) {
  const declared = screenReads[pathname.replace(/(.)\/$/, '$1') as keyof typeof screenReads];
  const search = declared && validSearch(declared.search, searchText);
  if (!declared || !search) return;
  for (const read of declared.reads) {
    const row = operations[read.operation];
    if (!row) continue;
    const input = read.input({ search }) as EarlyInput;
    // Path parameters as the client fills them in (openapi-fetch's simple style).
    const path = row.path.replace(/\{(\w+)\}/g, (_, name: string) =>
      encodeURIComponent(String(input.params?.path?.[name])),
    );
    const url = new URL(path, origin);
    // Each value of a list as a parameter of its own, as the client sends it (openapi-fetch's form, exploded).
    for (const [name, value] of Object.entries(input.params?.query ?? {}))
      for (const item of [value].flat()) url.searchParams.append(name, String(item));
    const headers: Record<string, string> = { 'Accept-Language': acceptLanguage(language) };
    if (input.body !== undefined) headers['Content-Type'] = 'application/json';
    sendEarly(readKey(read.operation, input), () =>
      fetch(url, {
        method: row.method.toUpperCase(),
        headers,
        credentials: 'include',
        body: input.body === undefined ? undefined : JSON.stringify(input.body),
      }),
    );
  }
}
