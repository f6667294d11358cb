import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@/api/error-messages';
import { activateLanguage } from '@/api/i18n';
import { fieldMessage } from '@/lib/field-message';
import { contactFormSchema, contactMessages, contactPayload, isEmail, normalizePhone } from './contact-form';

beforeAll(() => activateLanguage('en'));

const valid = { name: '赵敏', phone: '13800001111', email: 'zhaomin@xinghe-video.com', wechat: '', groupIds: [41] };
const firstError = (values: object, current?: string) => {
  const result = contactFormSchema(['张伟', 'Li Na'], current).safeParse({ ...valid, ...values });
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('normalizePhone', () => {
  it.each([
    ['13800001111', '13800001111'],
    ['+86 138-0000-1111', '13800001111'],
    ['0086 19912345678', '19912345678'],
    ['12800001111', undefined],
    ['1380000111', undefined],
    ['138000011112', undefined],
    ['010-12345678', undefined],
    ['abc', undefined],
  ])('%s → %s', (typed, expected) => expect(normalizePhone(typed)).toBe(expected));
});

describe('isEmail', () => {
  it.each([
    ['ops@xinghe-video.com', true],
    [' ops@mail.xinghe-video.com.cn ', true],
    ['ops@localhost', false],
    ['ops.xinghe-video.com', false],
    ['ops@@xinghe.com', false],
    ['o ps@xinghe.com', false],
  ])('%s → %s', (typed, expected) => expect(isEmail(typed)).toBe(expected));
});

describe('contactFormSchema', () => {
  it.each([
    ['a valid contact', {}, undefined],
    ['an empty name', { name: '  ' }, contactMessages.nameRequired],
    ['a name of 31 characters', { name: 'x'.repeat(31) }, contactMessages.nameTooLong],
    ['a name in use', { name: ' 张伟 ' }, contactMessages.nameExists],
    ['a name in use in another case', { name: 'li na' }, contactMessages.nameExists],
    ['no phone', { phone: '' }, contactMessages.phoneRequired],
    ['a landline', { phone: '010-12345678' }, contactMessages.phoneInvalid],
    ['no email', { email: ' ' }, contactMessages.emailRequired],
    ['a bad email', { email: 'zhaomin@' }, messages.emailFormatError],
    ['a long WeChat id', { wechat: 'w'.repeat(51) }, contactMessages.wechatTooLong],
  ])('%s', (_case, values, expected) => {
    expect(firstError(values)).toBe(expected && fieldMessage(expected));
  });

  it('lets an edited contact keep its own name', () => {
    expect(firstError({ name: '张伟' }, '张伟')).toBeUndefined();
  });
});

describe('contactPayload', () => {
  it('trims the text and sends the phone as 11 digits', () => {
    const values = { ...valid, name: ' 赵敏 ', phone: '+86 138 0000 1111', email: ' z@x.com ', wechat: ' zm ' };
    expect(contactPayload(values, 'CDN1024')).toEqual({
      account: 'CDN1024',
      name: '赵敏',
      phone: '13800001111',
      email: 'z@x.com',
      wechat: 'zm',
      groupIds: [41],
    });
  });
});
