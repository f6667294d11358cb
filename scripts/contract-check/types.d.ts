// The shapes the conformance check's modules pass to one another; its .mjs files are type-checked against them
// (tsconfig.scripts.json).

/** One operation of a contract, as scripts/lib/operations.mjs `eachOperation` yields it. */
export interface OperationEntry {
  route: string;
  method: string;
  op: Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** What a call must get: its success, any declared answer, a refusal of bad input, of no session, of a user without the permission. */
export type Expectation = 'success' | 'any' | 'refusal' | 'signed-out' | 'forbidden';

/** One problem found in an answer, and who found it (the contract's schema, Prism, the check's own rules). */
export interface Problem {
  source: string;
  path: string;
  message: string;
}

/** What came back from one request (proxy.mjs `send`), or why nothing did. */
export interface Answer {
  call?: string;
  status?: number;
  contentType?: string;
  text?: string;
  setCookie?: string[];
  prismViolations?: Problem[];
  error?: string;
  ms?: number;
}

/** One call of the report: the operation, how it was sent and its verdict (judge.mjs). */
export interface Result {
  verdict?: string;
  problems: Problem[];
  notes: string[];
  mode?: string;
  step?: string;
  call?: string;
  status?: number;
  ms?: number;
  /** A declared failure let through by --allow-unverified. */
  allowed?: boolean;
  /** The request and answer as the report keeps them (keep.mjs). */
  exchange?: object;
  [field: string]: unknown;
}

/** How one request of the check is sent and judged. */
export interface StepOptions {
  expectation?: Expectation;
  mode?: string;
  label?: string;
  /** Straight to the backend, not through Prism (requests Prism would refuse itself, calls without the session). */
  straight?: boolean;
  /** Headers in place of the session's (none: signed out; another user's cookie). */
  channelHeaders?: Record<string, string>;
  redirect?: 'follow' | 'manual';
}
