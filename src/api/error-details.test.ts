import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { errorDetails } from './error-details';

const at = new Date('2026-11-22T03:00:00Z');

describe('error details to copy', () => {
  it('names the operation, time, kind, status, code (with its type) and message of a call', () => {
    const error = new ApiError('business', 'getOverviewTraffic', { status: 200, code: '1', serverMessage: '参数错误' });
    expect(errorDetails(error, at)).toBe(
      'time: 2026-11-22T03:00:00.000Z\noperation: getOverviewTraffic\nkind: business\nHTTP status: 200\ncode: "1"\nmessage: 参数错误',
    );
  });

  it('leaves out what the error does not have', () => {
    expect(errorDetails(new ApiError('network', 'listDomains'), at)).toBe(
      'time: 2026-11-22T03:00:00.000Z\noperation: listDomains\nkind: network',
    );
  });

  it('describes an error that is not a call', () => {
    expect(errorDetails(new Error('boom'), at)).toBe('time: 2026-11-22T03:00:00.000Z\nmessage: boom');
  });
});
