// Part of the script run before the entry (src/app/preload-screen-files.ts): sends the first reads of the signed-in
// screen the page was served for (each screen's page carries its own declaration, scripts/lib/screen-files.mjs), as
// soon as the HTML has come, for the entry's loader to adopt (src/api/sent-reads.ts). The build writes into the
// page the contract's row of each read it can send this way; an address the route's validation would change is left
// to the loader, which reads what the router makes of it. What the contract has travel encrypted is encrypted as the
// entry's cipher does (the session's own AES, src/api/early-session.ts): the request is the same, byte for byte.
// The router's own reading of a search (only this function is bundled into the early script).
import { defaultParseSearch } from '@tanstack/react-router';
import { readEarlySession, readEarlyUser, type EarlySession } from '@/api/early-session';
import { readKey, type FirstReads } from '@/api/first-reads';
import { acceptLanguage, readLanguage, type Language } from '@/api/language';
import { sendEarly } from '@/api/sent-reads';
import { readStoredUserInfo } from '@/api/session';
import { mayCall } from '@/lib/permission-grant.js';
import type { EarlyOperations } from './screen-files';

interface EarlyInput {
  params?: {
    path?: Record<string, string | number>;
    query?: Record<string, string | number | boolean | readonly (string | number)[]>;
  };
  body?: unknown;
}

/**
 * The search as the router hands it to the route's loader, the address's keys in their order and then the
 * validation's defaults (a period's moment is kept by it, in that order: src/components/list/moment.ts), or
 * undefined when the validation would drop or change a value.
 */
function validSearch(validate: (raw: Record<string, unknown>) => object, searchText: string) {
  const raw = defaultParseSearch(searchText) as Record<string, unknown>;
  const search = validate(raw) as Record<string, unknown>;
  const same = Object.keys(raw).every((key) => JSON.stringify(raw[key]) === JSON.stringify(search[key]));
  return same ? { ...raw, ...search } : undefined;
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
    if (encrypted.includes(name)) url.searchParams.append(name, await session.encryptText!(String(value)));
    // Each value of a list as a parameter of its own, as the client sends it (openapi-fetch's form, exploded).
    else for (const item of [value].flat()) url.searchParams.append(name, String(item));
  }
  const headers: Record<string, string> = { 'Accept-Language': acceptLanguage(language) };
  let body: string | undefined;
  if (input.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(input.body);
    // An encrypted body travels as the JSON string of its cipher text.
    if (row.encryptedBody) body = JSON.stringify(await session.encryptText!(body));
  }
  return [url, { method: row.method.toUpperCase(), headers, credentials: 'include', body }];
}

const encrypted = (row: EarlyOperations[string] | undefined) => Boolean(row?.encryptedBody || row?.encryptedParams);

/**
 * What of the signed-in session a screen's reads need, which its page's script bundles: the user decrypted and
 * the encryption ('encrypting': one travels encrypted), or the user alone ('user'), which every read needs for its
 * permission at least.
 */
export function sessionNeeded(declared: FirstReads<object>, operations: EarlyOperations) {
  return declared.reads.some((read) => encrypted(operations[read.operation])) ? 'encrypting' : 'user';
}

/**
 * Sends the reads a screen declares for the search of `location`, together once all are made (encrypting is
 * asynchronous), for the signed-in `session`: only those it may make (the contract's x-permission, as the loader
 * asks), and those that travel encrypted only with its encryption (without it, they are left to the loader).
 * Nothing is sent for an address the route's validation would change.
 */
export async function sendFirstReads(
  declared: FirstReads<object>,
  operations: EarlyOperations,
  { search: searchText, origin }: Pick<Location, 'search' | 'origin'>,
  language: Language,
  session: EarlySession,
) {
  const search = validSearch(declared.search, searchText);
  if (!search) return;
  const { user } = session;
  // Whether the user may make one of the screen's calls, by the permissions the page carries (its reads' only).
  const may = (operation: string) => {
    const row = operations[operation];
    if (!row) throw new Error(`${operation} is not one of the screen's first reads`);
    return mayCall(user.permissionList, row.permission);
  };
  const sendable = declared.reads.flatMap((read) => {
    const row = operations[read.operation];
    if (!row || (encrypted(row) && !session.encryptText) || !may(read.operation)) return [];
    const input = read.input({ search, user, may }) as EarlyInput | undefined;
    return input ? [{ read, row, input }] : [];
  });
  const requests = await Promise.all(
    sendable.map(({ row, input }) => request(row, input, { origin, language, session })),
  );
  sendable.forEach(({ read, input }, index) => {
    const [url, init] = requests[index]!;
    sendEarly(readKey(read.operation, input), () => fetch(url, init));
  });
}

/**
 * The page's screen's reads that need the session (sessionNeeded), as soon as the stored user is read (the
 * browser's AES answers in a task of its own, meanwhile the files are requested): the server's wait overlaps the
 * files' download. Signed out, or with an ended session (a stored user that does not decrypt to one of ours),
 * nothing is sent; the entry then goes to login. `sendReadsAsUser` bundles no encryption.
 */
export function sendEncryptedReads(
  declared: FirstReads<object>,
  operations: EarlyOperations,
  location: Pick<Location, 'search' | 'origin'>,
) {
  if (readStoredUserInfo() === null) return;
  void readEarlySession().then(
    (session) => session && sendFirstReads(declared, operations, location, readLanguage(), session),
  );
}

/** As `sendEncryptedReads`, for reads that all travel plain. */
export function sendReadsAsUser(
  declared: FirstReads<object>,
  operations: EarlyOperations,
  location: Pick<Location, 'search' | 'origin'>,
) {
  if (readStoredUserInfo() === null) return;
  void readEarlyUser().then(
    (session) => session && sendFirstReads(declared, operations, location, readLanguage(), session),
  );
}
