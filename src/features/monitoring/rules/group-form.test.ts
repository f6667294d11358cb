import { describe, expect, it } from 'vitest';
import { fieldMessage } from '@/lib/field-message';
import { groupFormSchema, groupMessages, groupPayload } from './group-form';

const valid = { name: '夜间值班', remark: '', contactIds: [301] };
const firstError = (values: object, current?: string) => {
  const result = groupFormSchema(['运维值班组'], current).safeParse({ ...valid, ...values });
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('groupFormSchema', () => {
  it.each([
    ['a valid group', {}, undefined],
    ['an empty name', { name: '' }, groupMessages.nameRequired],
    ['a name of 31 characters', { name: '组'.repeat(31) }, groupMessages.nameTooLong],
    ['a name in use', { name: '运维值班组 ' }, groupMessages.nameExists],
    ['a remark of 100 characters', { remark: 'r'.repeat(100) }, undefined],
    ['a remark of 101 characters', { remark: 'r'.repeat(101) }, groupMessages.remarkTooLong],
    ['no members (a group can be filled later)', { contactIds: [] }, undefined],
  ])('%s', (_case, values, expected) => {
    expect(firstError(values)).toBe(expected && fieldMessage(expected));
  });

  it('lets a renamed group keep its own name', () => {
    expect(firstError({ name: '运维值班组' }, '运维值班组')).toBeUndefined();
  });

  it('sends trimmed text', () => {
    expect(groupPayload({ name: ' 夜间 ', remark: ' 备注 ', contactIds: [1] }, 'CDN1024')).toEqual({
      account: 'CDN1024',
      name: '夜间',
      remark: '备注',
      contactIds: [1],
    });
  });
});
