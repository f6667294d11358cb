import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/api-error';
import { checkHostName, isNoAnswer, renameMessages } from './rename';

describe('host rename', () => {
  it.each([
    ['', renameMessages.empty],
    ['   ', renameMessages.empty],
    ['xh-edge-gz-video-02', undefined],
    ['a'.repeat(64), undefined],
    ['a'.repeat(65), renameMessages.tooLong],
  ])('name %j', (name, expected) => expect(checkHostName(name)).toBe(expected));

  it.each([
    [new ApiError('network', 'renameHost'), true],
    [new ApiError('timeout', 'renameHost'), true],
    [new ApiError('business', 'renameHost', { serverMessage: '主机名称已存在' }), false],
    [new Error('x'), false],
  ])('no answer: %s', (error, expected) => expect(isNoAnswer(error)).toBe(expected));
});
