import { describe, expect, it } from 'vitest';
import { deleteUnavailableReason, unavailableReason } from './domain-actions';

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

describe('deleteUnavailableReason', () => {
  const notDisabled =
    'Only a disabled domain can be deleted. The portal cannot disable a domain: ask your account manager or support to disable it first.';
  it.each([
    [{ status: 'disabled', operationStatus: 'configured' }, undefined],
    [{ status: 'disabled' }, undefined],
    [{ status: 'enabled', operationStatus: 'configured' }, notDisabled],
    [{ status: 'frozen', operationStatus: 'configured' }, notDisabled],
    [
      { status: 'disabled', operationStatus: 'configuring' },
      'The domain is configuring; try again when it is configured',
    ],
  ])('%o → %s', (domain, reason) => {
    expect(deleteUnavailableReason(domain)?.message).toBe(reason);
  });
});
