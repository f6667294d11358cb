// Part of the script run before the entry (src/app/preload-screen-files.ts): sends the first reads a signed-in
// screen opened by its address declares (src/app/screen-reads.ts), as soon as the HTML has come, for the entry's
// loader to adopt (src/api/sent-reads.ts). The build writes into index.html the contract's row of each read it
// can send this way (scripts/lib/screen-files.mjs); an address the route's validation would change is left to
// the loader, which reads what the router makes of it. What the contract has travel encrypted is encrypted as the
// entry's cipher does (the session's own AES, src/api/early-session.ts): the request is the same, byte for byte.
// The router's own reading of a search (only this function is bundled into the early script).
import { defaultParseSearch } from '@tanstack/react-router';
import type { EarlySession } from '@/api/early-session';
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

/** A read's request as the entry's client makes it (src/api/call.ts), encrypting what the contract says. */
async function request(
  row: EarlyOperations[string],
  input: EarlyInput,
  { origin, language, session }: { origin: string; language: Language; session: EarlySession },
): Promise<[URL, RequestInit]> {
  // Path parameters as the client fills them in (openapi-fetch's simple style).
  const path = row.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(String(input.params?.path?.[name])),
  );
  const url = new URL(path, origin);
  const encrypted = row.encryptedParams ?? [];
  for (const [name, value] of Object.entries(input.params?.query ?? {})) {
    if (encrypted.includes(name)) url.searchParams.append(name, await session.encryptText(String(value)));
    // Each value of a list as a parameter of its own, as the client sends it (openapi-fetch's form, exploded).
    else for (const item of [value].flat()) url.searchParams.append(name, String(item));
  }
  const headers: Record<string, string> = { 'Accept-Language': acceptLanguage(language) };
  let body: string | undefined;
  if (input.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(input.body);
    // An encrypted body travels as the JSON string of its cipher text.
    if (row.encryptedBody) body = JSON.stringify(await session.encryptText(body));
  }
  return [url, { method: row.method.toUpperCase(), headers, credentials: 'include', body }];
}

/**
 * Sends the reads the screen of `location` declares, for the signed-in `session`, together once all are made
 * (encrypting is asynchronous). Nothing is sent for an address the route's validation would change.
 */
export async function sendFirstReads(
  operations: EarlyOperations,
  { pathname, search: searchText, origin }: Pick<Location, 'pathname' | 'search' | 'origin'>,
  language: Language,
  session: EarlySession,
) {
  const declared = screenReads[pathname.replace(/(.)\/$/, '$1') as keyof typeof screenReads];
  const search = declared && validSearch(declared.search, searchText);
  if (!declared || !search) return;
  const sendable = declared.reads.flatMap((read) => {
    const row = operations[read.operation];
    const input = read.input({ search, user: session.user }) as EarlyInput | undefined;
    return row && input ? [{ read, row, input }] : [];
  });
  const requests = await Promise.all(
    sendable.map(({ row, input }) => request(row, input, { origin, language, session })),
  );
  sendable.forEach(({ read, input }, index) => {
    const [url, init] = requests[index]!;
    sendEarly(readKey(read.operation, input), () => fetch(url, init));
  });
}
