import { describe, expect, it } from 'vitest';
import { unavailableReason } from './domain-actions';

describe('unavailableReason', () => {
  it.each([
    [{ status: 'enabled', operationStatus: 'configured' }, undefined],
    [{ status: 'frozen', operationStatus: 'configured' }, undefined],
    [{ status: 'enabled' }, undefined],
    [
      { status: 'enabled', operationStatus: 'configuring' },
      'The domain is configuring; try again when it is configured',
    ],
    [{ status: 'disabled', operationStatus: 'configured' }, 'The domain is disabled'],
    [
      { status: 'disabled', operationStatus: 'configuring' },
      'The domain is configuring; try again when it is configured',
    ],
  ])('%o → %s', (domain, reason) => {
    expect(unavailableReason(domain)?.message).toBe(reason);
  });
});
