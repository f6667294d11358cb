// Reads and writes are told apart by the contract's x-kind, and a write fires once however fast the clicks.
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { apiQueryOptions, createQueryClient, useApiDownload, useApiMutation } from './query';

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
);

function countRequests() {
  let release: () => void = () => {};
  const fetchStub = vi.fn(
    () =>
      new Promise<Response>((resolve) => {
        release = () => resolve(Response.json({ code: '0', msg: 'ok', data: null }));
      }),
  );
  vi.stubGlobal('fetch', fetchStub);
  return { fetchStub, release: () => release() };
}

describe('the kinds of the contract', () => {
  it('accepts only reads in the query helper and only writes in the mutation helper', () => {
    expect(apiQueryOptions('listAllCertificates', {}).queryKey[0]).toBe('listAllCertificates');
    // @ts-expect-error deleteCertificate is a write (x-kind: mutation)
    apiQueryOptions('deleteCertificate', { params: { path: { id: 1 } } });
    renderHook(
      () => {
        // @ts-expect-error listAllCertificates is a read (x-kind: query)
        useApiMutation('listAllCertificates');
      },
      { wrapper },
    );
  });

  it('types select without casts', () => {
    const options = apiQueryOptions('listAllCertificates', {}, { select: (rows) => rows.length });
    expect(options.select?.([])).toBe(0);
  });
});

describe('one request per action', () => {
  it('sends a write once for two calls in the same task, and again once it has settled', async () => {
    const { fetchStub, release } = countRequests();
    const { result } = renderHook(() => useApiMutation('deleteCertificate'), { wrapper });
    act(() => {
      result.current.mutate({ params: { path: { id: 7 } } });
      result.current.mutate({ params: { path: { id: 7 } } });
    });
    await vi.waitFor(() => expect(fetchStub).toHaveBeenCalledTimes(1));
    release();
    await vi.waitFor(() => expect(result.current.isSuccess).toBe(true));
    act(() => result.current.mutate({ params: { path: { id: 7 } } }));
    await vi.waitFor(() => expect(fetchStub).toHaveBeenCalledTimes(2));
  });

  it('sends a download once for two calls in the same task', async () => {
    const { fetchStub } = countRequests();
    const save = vi.fn();
    const { result } = renderHook(
      () => useApiDownload('downloadCertificate', (id: number) => ({ params: { path: { id } } }), save),
      { wrapper },
    );
    act(() => {
      result.current.mutate(3);
      result.current.mutate(3);
    });
    await vi.waitFor(() => expect(fetchStub).toHaveBeenCalledTimes(1));
  });
});

describe('downloads', () => {
  it('downloads twice in a row, each file saved under its own name', async () => {
    let count = 0;
    const fetchStub = vi.fn(() => {
      count += 1;
      return Promise.resolve(
        new Response(`file ${count}`, {
          headers: {
            'Content-Type': 'application/octet-stream',
            'Content-Disposition': `attachment; filename="cert-${count}.zip"`,
          },
        }),
      );
    });
    vi.stubGlobal('fetch', fetchStub);
    const saved: string[] = [];
    const save = vi.fn(async (file: { blob: Blob; fileName?: string }) => {
      saved.push(`${file.fileName}: ${await file.blob.text()}`);
    });
    const { result } = renderHook(
      () =>
        useApiDownload(
          'downloadCertificate',
          (id: number) => ({ params: { path: { id } } }),
          (file) => void save(file),
        ),
      { wrapper },
    );
    await act(() => result.current.mutateAsync(3));
    await act(() => result.current.mutateAsync(4));
    await vi.waitFor(() => expect(saved).toEqual(['cert-1.zip: file 1', 'cert-2.zip: file 2']));
    expect(fetchStub).toHaveBeenCalledTimes(2);
  });
});

describe('success toasts', () => {
  it("shows the answer's own message where the mutation asks for it, and the declared message otherwise", async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(Response.json({ code: '0', msg: '删除成功', data: null })));
    const reactions = { onSessionEnd: vi.fn(), onError: vi.fn(), onSuccessMessage: vi.fn() };
    const client = createQueryClient(reactions);
    const withClient = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const declared = { id: 'Deleted' };
    const { result } = renderHook(
      () => ({
        fromServer: useApiMutation('deleteCertificate', { meta: { successFromServer: true, success: declared } }),
        fixed: useApiMutation('clearCertificate', { meta: { success: declared } }),
      }),
      { wrapper: withClient },
    );
    await act(() => result.current.fromServer.mutateAsync({ params: { path: { id: 1 } } }));
    expect(reactions.onSuccessMessage).toHaveBeenLastCalledWith('删除成功');
    await act(() => result.current.fixed.mutateAsync({ params: { path: { id: 1 } } }));
    expect(reactions.onSuccessMessage).toHaveBeenLastCalledWith(declared);
  });
});

describe('a write settles after what it made stale', () => {
  it('resolves only once the reads its contract invalidates have been read again', async () => {
    let releaseRead: () => void = () => {};
    let reads = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const { pathname } = new URL(input instanceof Request ? input.url : String(input), 'http://portal.test');
        if (pathname === '/api/certificate/all' && (reads += 1) > 1) {
          await new Promise<void>((resolve) => (releaseRead = resolve));
        }
        return Response.json({ code: '0', msg: '', data: pathname === '/api/certificate/all' ? [] : null });
      }),
    );
    const { result } = renderHook(
      () => ({
        list: useQuery(apiQueryOptions('listAllCertificates', {})),
        remove: useApiMutation('deleteCertificate'),
      }),
      { wrapper },
    );
    await vi.waitFor(() => expect(result.current.list.isSuccess).toBe(true));
    let settled = false;
    let done: Promise<unknown> = Promise.resolve();
    act(() => {
      done = result.current.remove.mutateAsync({ params: { path: { id: 7 } } }).then(() => (settled = true));
    });
    // The list is being read again (held), and the write has not settled.
    await vi.waitFor(() => expect(reads).toBe(2));
    await new Promise((resolve) => setTimeout(resolve, 0)); // every answer already due has been handled
    expect(settled).toBe(false);
    releaseRead();
    await done;
    expect(settled).toBe(true);
  });
});
