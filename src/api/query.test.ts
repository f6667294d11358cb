import { describe, expect, it, vi } from 'vitest';
import { ApiError, type ApiErrorKind } from './api-error';
import { operations } from './generated/operations';
import type { OperationMeta } from './operation-meta';
import {
  createQueryClient,
  invalidateAfter,
  invalidateLanguageDependent,
  operationKey,
  operationKeyRoot,
  shouldRetry,
} from './query';

const error = (kind: ApiErrorKind, status?: number) => new ApiError(kind, 'op', { status });

describe('retry policy: at most once, network failures and 5xx only', () => {
  it.each([
    ['network, first failure', 0, error('network'), true],
    ['HTTP 503, first failure', 0, error('http', 503), true],
    ['network, second failure', 1, error('network'), false],
    ['HTTP 404', 0, error('http', 404), false],
    ['HTTP 401', 0, error('unauthorized', 401), false],
    ["body code '403'", 0, error('sessionEnded'), false],
    ['a business code', 0, error('business'), false],
    ['a timeout', 0, error('timeout'), false],
    ['not an ApiError', 0, new Error('x'), false],
  ])('%s', (_name, failureCount, thrown, retries) => {
    expect(shouldRetry(failureCount, thrown)).toBe(retries);
  });
});

describe('invalidation from the contract', () => {
  it('marks stale exactly the reads the mutation names in x-invalidates', async () => {
    const client = createQueryClient({ onSessionEnd: vi.fn(), onError: vi.fn(), onSuccessMessage: vi.fn() });
    client.setQueryData(operationKey('listCertificateNames', { params: { query: { account: 'CDN1024' } } }), ['a']);
    client.setQueryData(operationKey('listAllCertificates', {}), []);
    client.setQueryData(operationKey('listMonitoringContacts', { body: { account: 'CDN1024' } } as never), []);
    await invalidateAfter(client, 'addCertificate');
    const stale = client
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.isInvalidated)
      .map((query) => query.queryKey[0]);
    expect(stale.sort()).toEqual(['listAllCertificates', 'listCertificateNames']);
  });

  it('keys every cached answer by its operation first', () => {
    expect(operationKeyRoot('listAllCertificates')).toEqual(['listAllCertificates']);
    expect(operationKey('listAllCertificates', {})).toEqual(['listAllCertificates', {}]);
    expect(operations.addCertificate.invalidates).toContain('listAllCertificates');
  });
});

describe('language switch', () => {
  it('invalidates the answers of language-dependent operations only', async () => {
    const client = createQueryClient({ onSessionEnd: vi.fn(), onError: vi.fn(), onSuccessMessage: vi.fn() });
    expect(operations.getAnalysisUrlTop.languageDependent).toBe(true);
    const certificates: OperationMeta = operations.listAllCertificates;
    expect(certificates.languageDependent).toBeUndefined();
    client.setQueryData(
      operationKey('getAnalysisUrlTop', { params: { query: { domains: 'a.example.com' } } } as never),
      {},
    );
    client.setQueryData(operationKey('listAllCertificates', {}), []);
    await invalidateLanguageDependent(client);
    const stale = client
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.isInvalidated)
      .map((query) => query.queryKey[0]);
    expect(stale).toEqual(['getAnalysisUrlTop']);
  });
});

describe('global reactions', () => {
  const setup = () => {
    const reactions = { onSessionEnd: vi.fn(), onError: vi.fn(), onSuccessMessage: vi.fn() };
    return { reactions, client: createQueryClient(reactions) };
  };

  it.each([
    ['HTTP 401', error('unauthorized', 401), 'timeout'],
    ["body code '403'", error('sessionEnded'), 'ended'],
  ])('%s on a query ends the session', async (_name, thrown, reason) => {
    const { reactions, client } = setup();
    await client.fetchQuery({ queryKey: ['x'], queryFn: () => Promise.reject(thrown) }).catch(() => {});
    expect(reactions.onSessionEnd).toHaveBeenCalledWith(reason, thrown);
    expect(reactions.onError).not.toHaveBeenCalled();
  });

  it('leaves a first-load failure to the page, but toasts a failed background refresh', async () => {
    const { reactions, client } = setup();
    await client.fetchQuery({ queryKey: ['first'], queryFn: () => Promise.reject(error('business')) }).catch(() => {});
    expect(reactions.onError).not.toHaveBeenCalled();
    client.setQueryData(['cached'], 1);
    await client
      .fetchQuery({ queryKey: ['cached'], queryFn: () => Promise.reject(error('business')), staleTime: 0 })
      .catch(() => {});
    expect(reactions.onError).toHaveBeenCalledTimes(1);
  });

  it('toasts mutation failures unless the screen shows them, and success messages from meta', async () => {
    const { reactions, client } = setup();
    const run = (meta: Record<string, unknown>, fn: () => Promise<unknown>) =>
      client
        .getMutationCache()
        .build(client, { mutationFn: fn, meta })
        .execute(undefined)
        .catch(() => {});
    await run({}, () => Promise.reject(error('business')));
    await run({ errorToast: false }, () => Promise.reject(error('business')));
    const uploaded = { id: 'upload successful' };
    await run({ success: uploaded }, () => Promise.resolve(1));
    expect(reactions.onError).toHaveBeenCalledTimes(1);
    expect(reactions.onSuccessMessage).toHaveBeenCalledWith(uploaded);
  });
});
