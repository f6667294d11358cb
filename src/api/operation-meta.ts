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
  /** operationIds of the reads this call makes stale. */
  readonly invalidates: readonly string[];
  readonly encryptedBody: boolean;
  readonly encryptedData: boolean;
  readonly encryptedParams: readonly string[];
  readonly bodyType: string | null;
  /** The answer depends on the UI language (`x-language-dependent`): fetched again after a language switch. */
  readonly languageDependent: boolean;
}
