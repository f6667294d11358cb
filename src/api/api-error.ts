// The one error every call throws: what went wrong, where, and the server's own words when it gave any.

export type ApiErrorKind =
  /** HTTP 200 with a business code that is not the operation's success rule. */
  | 'business'
  /** Body code '403': the server ended the session. */
  | 'sessionEnded'
  /** HTTP 401 or a redirect (to the backend's login): the session timed out. */
  | 'unauthorized'
  /** Any other non-2xx status. */
  | 'http'
  /** No answer within the request timeout. */
  | 'timeout'
  /** No answer at all. */
  | 'network'
  /** Not sent: the browser is offline (a write is refused rather than held until the connection is back). */
  | 'offline'
  /** An answer that is not the envelope (or does not decrypt). */
  | 'invalidResponse';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly operationId: string;
  readonly status?: number;
  readonly code?: string | number;
  /** The server's text (msg, or data where the operation says so), when it gave one. */
  readonly serverMessage?: string;

  constructor(
    kind: ApiErrorKind,
    operationId: string,
    details: { status?: number; code?: string | number; serverMessage?: string; cause?: unknown } = {},
  ) {
    super(details.serverMessage || `${operationId}: ${kind}${details.status ? ` (HTTP ${details.status})` : ''}`, {
      cause: details.cause,
    });
    this.name = 'ApiError';
    this.kind = kind;
    this.operationId = operationId;
    this.status = details.status;
    this.code = details.code;
    this.serverMessage = details.serverMessage;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
