// Turns an HTTP answer into the operation's typed `data` or an ApiError, by the success rule the contract
// declares for that operation (generated table), never by a literal written in a feature.
import { ApiError } from './api-error';
import { decryptJson } from './text-cipher';
import type { OperationMeta } from './operation-meta';

export interface Envelope {
  code: string | number;
  msg?: string | null;
  data?: unknown;
}

const isEnvelope = (body: unknown): body is Envelope =>
  typeof body === 'object' &&
  body !== null &&
  'code' in body &&
  (typeof body.code === 'string' || typeof body.code === 'number');

export const isSuccess = (meta: Pick<OperationMeta, 'successCodes'>, code: unknown): boolean =>
  meta.successCodes.some((success) => success === code);

/** Body code '403' means the server ended the session, whatever the operation. */
const endsSession = (code: unknown) => code === '403' || code === 403;

function errorText(meta: Pick<OperationMeta, 'errorText'>, body: Envelope): string | undefined {
  const text = meta.errorText === 'data' && typeof body.data === 'string' ? body.data : body.msg;
  return text?.trim() ? text : undefined;
}

/** Checks the HTTP side of an answer; throws for 401, redirects and other non-2xx statuses. */
export function checkHttp(
  operationId: string,
  response: Pick<Response, 'status' | 'statusText' | 'redirected' | 'type'>,
) {
  if (response.status === 401 || response.redirected || response.type === 'opaqueredirect') {
    throw new ApiError('unauthorized', operationId, { status: response.status });
  }
  if (response.status < 200 || response.status >= 300) {
    throw new ApiError('http', operationId, {
      status: response.status,
      serverMessage: response.statusText || undefined,
    });
  }
}

export async function unwrapEnvelope<T>(operationId: string, meta: OperationMeta, body: unknown): Promise<T> {
  if (!isEnvelope(body))
    throw new ApiError('invalidResponse', operationId, { cause: 'The answer is not a {code, msg, data} envelope' });
  if (!isSuccess(meta, body.code)) {
    const kind = endsSession(body.code) ? 'sessionEnded' : 'business';
    throw new ApiError(kind, operationId, { code: body.code, serverMessage: errorText(meta, body) });
  }
  if (meta.encryptedData && typeof body.data === 'string') {
    try {
      return await decryptJson<T>(body.data);
    } catch (cause) {
      throw new ApiError('invalidResponse', operationId, { code: body.code, cause });
    }
  }
  return body.data as T;
}
