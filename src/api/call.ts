// callApi: the one way a feature calls the backend. It takes an operationId, builds the request from the
// contract's generated table (path, method, encryption), applies the timeout and unwraps the envelope.
import { onlineManager } from '@tanstack/react-query';
import { ApiError } from './api-error';
import { client } from './client';
import { config } from './config';
import { checkHttp, unwrapEnvelope } from './envelope';
import type { OperationId, operations } from './generated/operations';
import { loadOperationMeta, operationMeta } from './operation-table';
import type { operations as ContractOperations } from './generated/paths';
import { encryptJson, encryptText } from './text-cipher';

type Contract<Id extends OperationId> = ContractOperations[Id];
type MediaOf<T> = T extends { content: infer C } ? C[keyof C] : never;
type RequiredKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? never : K }[keyof T];

type Parameters_<Id extends OperationId> = Omit<Contract<Id>['parameters'], 'header' | 'cookie'>;
type ParamsInput<Id extends OperationId> = [RequiredKeys<Parameters_<Id>>] extends [never]
  ? { params?: Parameters_<Id> }
  : { params: Parameters_<Id> };

export type ApiBody<Id extends OperationId> = MediaOf<NonNullable<Contract<Id>['requestBody']>>;
type BodyInput<Id extends OperationId> = [ApiBody<Id>] extends [never]
  ? { body?: never }
  : Contract<Id> extends { requestBody: object }
    ? { body: ApiBody<Id> }
    : { body?: ApiBody<Id> };

/** What a caller passes: typed path/query parameters and body, as the contract declares them. */
export type ApiInput<Id extends OperationId> = ParamsInput<Id> & BodyInput<Id>;

type Envelope<Id extends OperationId> = Contract<Id>['responses'] extends { 200: infer R } ? MediaOf<R> : never;
type SuccessCode<Id extends OperationId> = (typeof operations)[Id]['successCodes'][number];
/** The typed `data` of the operation's success envelope (decrypted where it travels encrypted). */
export type ApiData<Id extends OperationId> =
  Extract<Envelope<Id>, { code: SuccessCode<Id> }> extends { data?: infer D } ? D : undefined;

type LooseInput = { params?: { path?: Record<string, unknown>; query?: Record<string, unknown> }; body?: unknown };

/** The body as sent; `encrypted`: the body's cipher text, where the contract says it travels encrypted. */
function serializeBody(
  id: OperationId,
  body: unknown,
  encrypted: string | undefined,
): { body?: unknown; bodySerializer?: (b: unknown) => string } {
  const meta = operationMeta(id);
  if (body === undefined) return {};
  if (encrypted !== undefined) return { body, bodySerializer: () => JSON.stringify(encrypted) };
  if (meta.bodyType === 'application/x-www-form-urlencoded') {
    return {
      body,
      bodySerializer: (b) =>
        new URLSearchParams(Object.entries(b as Record<string, unknown>).map(([k, v]) => [k, String(v)])).toString(),
    };
  }
  return { body };
}

async function encryptParams(id: OperationId, query: Record<string, unknown> | undefined) {
  const { encryptedParams: names = [] } = operationMeta(id);
  if (!query || names.length === 0) return query;
  return Object.fromEntries(
    await Promise.all(
      Object.entries(query).map(async ([k, v]) => [k, names.includes(k) ? await encryptText(String(v)) : v]),
    ),
  );
}

/**
 * The answer to this very request sent before the entry ran (src/api/sent-reads.ts), given up on like a request
 * of its own: on the call's timeout or cancellation.
 */
const adopt = (sent: Promise<Response>) => (request: Request) =>
  new Promise<Response>((resolve, reject) => {
    request.signal.addEventListener('abort', () => reject(request.signal.reason as Error), { once: true });
    sent.then(resolve, reject);
  });

async function send(
  id: OperationId,
  input: LooseInput,
  signal: AbortSignal | undefined,
  parseAs: 'json' | 'blob',
  sent?: Promise<Response>,
) {
  // Offline, a call is refused at once with that reason: the query client holds reads until the connection
  // is back (its online manager), and a write is never held, to be sent later behind the user's back.
  if (!onlineManager.isOnline()) throw new ApiError('offline', id);
  const meta = await loadOperationMeta(id);
  // Encryption is asynchronous (the browser's AES): only a call with something to encrypt waits for it.
  const query = meta.encryptedParams ? await encryptParams(id, input.params?.query) : input.params?.query;
  const encrypted = meta.encryptedBody && input.body !== undefined ? await encryptJson(input.body) : undefined;
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), config.requestTimeoutMs);
  const headers: Record<string, string> = {};
  if (meta.bodyType && input.body !== undefined) headers['Content-Type'] = meta.bodyType;
  // A file download answers the file on success and the JSON envelope on failure.
  if (parseAs === 'blob') headers.Accept = 'application/octet-stream, application/json;q=0.9';
  try {
    // The contract's types are applied by callApi's signature; here the call is made by method and path.
    const request = client.request as unknown as (
      method: string,
      path: string,
      init: object,
    ) => Promise<{ data?: unknown; error?: unknown; response: Response }>;
    return await request(meta.method, meta.path, {
      params: { path: input.params?.path, query },
      ...serializeBody(id, input.body, encrypted),
      headers,
      signal: signal ? AbortSignal.any([signal, timeout.signal]) : timeout.signal,
      parseAs,
      ...(sent && { fetch: adopt(sent) }),
    });
  } catch (cause) {
    if (timeout.signal.aborted) throw new ApiError('timeout', id, { cause });
    if (signal?.aborted) throw cause; // cancelled by the caller (a query that is no longer needed)
    if (cause instanceof SyntaxError) throw new ApiError('invalidResponse', id, { cause });
    throw new ApiError('network', id, { cause });
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Calls an operation and returns its typed data with the server's message, or throws an ApiError. `sent`: the
 * same request sent before the entry ran, whose answer is read instead of asking again.
 */
export async function callApiWithMessage<Id extends OperationId>(
  id: Id,
  input: ApiInput<Id>,
  signal?: AbortSignal,
  sent?: Promise<Response>,
): Promise<{ data: ApiData<Id>; message: string | undefined }> {
  const { data, error, response } = await send(id, input as LooseInput, signal, 'json', sent);
  checkHttp(id, response);
  const body = data ?? error;
  const message = (body as { msg?: unknown } | undefined)?.msg;
  return {
    data: await unwrapEnvelope<ApiData<Id>>(id, operationMeta(id), body),
    message: typeof message === 'string' && message.trim() ? message : undefined,
  };
}

/** Calls an operation and returns its typed data, or throws an ApiError. */
export async function callApi<Id extends OperationId>(
  id: Id,
  input: ApiInput<Id>,
  signal?: AbortSignal,
  sent?: Promise<Response>,
): Promise<ApiData<Id>> {
  return (await callApiWithMessage(id, input, signal, sent)).data;
}

export interface DownloadedFile {
  blob: Blob;
  /** From Content-Disposition when the server names the file. */
  fileName?: string;
}

/** Calls an operation that answers a file (octet-stream) on success and an envelope on failure. */
export async function downloadApi<Id extends OperationId>(
  id: Id,
  input: ApiInput<Id>,
  signal?: AbortSignal,
): Promise<DownloadedFile> {
  const { data, error, response } = await send(id, input as LooseInput, signal, 'blob');
  checkHttp(id, response);
  const blob = (data ?? error) as Blob;
  if ((response.headers.get('content-type') ?? '').includes('json')) {
    let body: unknown;
    try {
      body = JSON.parse(await blob.text());
    } catch (cause) {
      throw new ApiError('invalidResponse', id, { cause });
    }
    await unwrapEnvelope(id, operationMeta(id), body);
    throw new ApiError('invalidResponse', id, { cause: 'A JSON success where a file was expected' });
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const named = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition)?.[1];
  return { blob, fileName: named ? decodeURIComponent(named) : undefined };
}
