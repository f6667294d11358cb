import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/api-error';
import { isNoSdwanSubscription } from './sdwan-subscription';

describe('isNoSdwanSubscription', () => {
  it.each([
    [new ApiError('business', 'getSdwanLineData', { code: '1', serverMessage: '该账号未开通SD-WAN线路' }), true],
    [new ApiError('business', 'getSdwanLineData', { code: '1', serverMessage: ' 该账号未开通SD-WAN线路 ' }), true],
    [new ApiError('business', 'getSdwanLineData', { code: '1', serverMessage: '系统繁忙，请稍后再试' }), false],
    [new ApiError('business', 'getSdwanLineData', { code: '1' }), false],
    [new ApiError('network', 'getSdwanLineData'), false],
    [new Error('该账号未开通SD-WAN线路'), false],
  ])('%o → %s', (error, expected) => {
    expect(isNoSdwanSubscription(error)).toBe(expected);
  });
});
