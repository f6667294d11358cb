// Offline, with the portal's query client: polling stops and resumes when the connection is back, a paused
// read is made then, and a call is refused with the offline reason instead of being sent or held.
import { onlineManager, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isApiError } from './api-error';
import { callApi } from './call';
import { createQueryClient } from './query';

afterEach(() => {
  onlineManager.setOnline(true);
  vi.useRealTimers();
});

const portalClient = () => createQueryClient({ onSessionEnd: vi.fn(), onError: vi.fn(), onSuccessMessage: vi.fn() });

describe('offline', () => {
  it('pauses a polling read (refetchInterval) and reads again when the connection is back', async () => {
    vi.useFakeTimers();
    const client = portalClient();
    client.mount();
    const queryFn = vi.fn(() => Promise.resolve('running'));
    const observer = new QueryObserver(client, { queryKey: ['poll'], queryFn, refetchInterval: 1000, staleTime: 0 });
    const stop = observer.subscribe(() => undefined);
    await vi.advanceTimersByTimeAsync(2500);
    const whileOnline = queryFn.mock.calls.length;
    expect(whileOnline).toBeGreaterThan(1);
    onlineManager.setOnline(false);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(queryFn).toHaveBeenCalledTimes(whileOnline);
    onlineManager.setOnline(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(queryFn.mock.calls.length).toBeGreaterThan(whileOnline);
    stop();
    client.unmount();
  });

  it('refuses a call with the offline reason and sends nothing', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    onlineManager.setOnline(false);
    const refused = await callApi('logout', {}).catch((error: unknown) => error);
    expect(isApiError(refused) && refused.kind).toBe('offline');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('runs a write at once rather than holding it for later', async () => {
    const client = portalClient();
    onlineManager.setOnline(false);
    const mutationFn = vi.fn(() => Promise.reject(new Error('refused')));
    await expect(client.getMutationCache().build(client, { mutationFn }).execute(undefined)).rejects.toThrow('refused');
    expect(mutationFn).toHaveBeenCalledOnce();
  });
});
