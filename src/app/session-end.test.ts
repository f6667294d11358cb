// The end of a session sends the user to login with the screen they were on, whatever ended it.
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error';
import { activateLanguage } from '../api/i18n';
import { endSession } from './session-end';

beforeAll(() => activateLanguage('en'));
afterEach(() => window.history.replaceState(null, '', '/'));

describe('endSession', () => {
  it.each([
    ['the server ended it (body code 403)', 'ended', new ApiError('sessionEnded', 'listDomains', { code: '403' })],
    ['it timed out (HTTP 401)', 'timeout', new ApiError('unauthorized', 'listDomains', { status: 401 })],
  ] as const)('when %s, login carries the redirect back', (_name, reason, error) => {
    window.history.replaceState(null, '', '/cdn/domain?name=xinghe&page=2');
    const goToLogin = vi.fn();
    const queryClient = new QueryClient();
    endSession(reason, error, { queryClient: () => queryClient, goToLogin });
    expect(goToLogin).toHaveBeenCalledWith('/cdn/domain?name=xinghe&page=2');
  });
});
