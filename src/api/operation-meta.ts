/** What the contract says about one operation (one row of the generated table, see scripts/gen.mjs). */
export interface OperationMeta {
  readonly method: 'get' | 'put' | 'post' | 'delete' | 'patch' | 'head' | 'options';
  readonly path: string;
  /** `query`: a read (cached, one retry on network failure or 5xx); `mutation`: a write (never retried). */
  readonly kind: 'query' | 'mutation';
  /** Business codes that mean success; type matters (200 is not '200'). */
  readonly successCodes: readonly (string | number)[];
  /** Where the failure text is: `msg`, or `data` for protected IP and website protection. */
  readonly errorText: 'msg' | 'data';
  /** `portal:{module}:{view|operation}:*`, `session` or `public`. */
  readonly permission: string;
  // The fields below are left out of a row where the operation has none of it (no invalidations, nothing
  // encrypted, no body, the same answer in every language): the table is part of every page's entry.
  /** operationIds of the reads this call makes stale. */
  readonly invalidates?: readonly string[];
  readonly encryptedBody?: true;
  readonly encryptedData?: true;
  readonly encryptedParams?: readonly string[];
  /** The request body's media type. */
  readonly bodyType?: string;
  /** The answer depends on the UI language (`x-language-dependent`): fetched again after a language switch. */
  readonly languageDependent?: true;
}
