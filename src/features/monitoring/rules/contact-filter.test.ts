import { describe, expect, it } from 'vitest';
import { exampleData } from '@tests/page-harness';
import type { MonitoringContact } from '../types';
import { filterContacts, testChannels } from './contact-filter';

const contacts = exampleData('listMonitoringContacts') as MonitoringContact[];
const names = (text?: string) => filterContacts(contacts, text).map((contact) => contact.name);

describe('filterContacts', () => {
  it.each([
    [undefined, ['张伟', '李娜', '王强', '陈静']],
    ['  ', ['张伟', '李娜', '王强', '陈静']],
    ['李', ['李娜']],
    ['1501111', ['王强']],
    ['CHENJING@', ['陈静']],
    ['nobody', []],
  ])('%s → %j', (text, expected) => expect(names(text)).toEqual(expected));
});

describe('testChannels', () => {
  it.each([
    ['张伟', ['sms', 'email', 'wechat']],
    ['李娜', ['sms', 'email']],
  ])('%s → %j', (name, expected) => {
    expect(testChannels(contacts.find((contact) => contact.name === name)!)).toEqual(expected);
  });
});
