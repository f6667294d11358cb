import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { activateLanguage, loadAreaMessages } from '@/api/i18n';
import { actionFields, actionMessages, checkActionField, toActionConfig } from './rule-action-form';
import { actionSummary, fromActionConfig } from './rule-actions';

const empty = fromActionConfig(undefined);

beforeAll(() => loadAreaMessages(['website-protection']));

describe('rule actions', () => {
  it('covers the seven action types', () => {
    expect(Object.keys(actionFields)).toEqual(['1', '2', '3', '4', '5', '6', '7']);
  });

  it.each([
    ['redirectUrl', 'https://www.example.com/a', undefined],
    ['redirectUrl', 'www.example.com', actionMessages.url],
    ['redirectUrl', ' ', actionMessages.required],
    ['interval', '60', undefined],
    ['interval', '0', actionMessages.positive],
    ['requests', '1.5', actionMessages.positive],
    ['headerName', 'X-Frame-Options', undefined],
    ['headerName', 'X Frame', actionMessages.header],
    ['forwardTo', 'img.example.com', undefined],
    ['value', '', actionMessages.required],
  ] as const)('%s = %j', (field, value, expected) => {
    expect(checkActionField(field, value)).toBe(expected);
  });

  it.each([
    [1, { redirectUrl: 'https://a.cn/x', statusCode: '301' }, { redirectUrl: 'https://a.cn/x', statusCode: 301 }],
    [2, { interval: '60', requests: '30' }, { interval: 60, requests: 30 }],
    [3, { securityAction: 'block' }, { securityAction: 'block' }],
    [4, { headerName: 'X-Client-Type', headerValue: 'mobile' }, { headerName: 'X-Client-Type', headerValue: 'mobile' }],
    [5, { forwardTo: 'img.beichen-shop.cn' }, { forwardTo: 'img.beichen-shop.cn' }],
    [6, { headerName: 'X-A', headerValue: 'b', forwardTo: 'ignored' }, { headerName: 'X-A', headerValue: 'b' }],
    [7, { setting: 'cacheTtl', value: '0' }, { setting: 'cacheTtl', value: '0' }],
  ] as const)('action %i sends only its own settings', (type, fields, expected) => {
    expect(toActionConfig(type, { ...empty, ...fields })).toEqual(expected);
  });

  it('reads settings back for the form and summarises them', () => {
    expect(fromActionConfig({ interval: 60, requests: 30 })).toMatchObject({
      interval: '60',
      requests: '30',
      redirectUrl: '',
    });
  });

  it.each([
    [2, { interval: 60, requests: 30 }, 'At most 30 requests every 60 seconds'],
    [2, { interval: 1, requests: 1 }, 'At most 1 request every 1 second'],
    [3, { securityAction: 'block' }, 'Block the request'],
    [3, { securityAction: 'tarpit' }, 'tarpit'],
    [1, { redirectUrl: 'https://a.cn/', statusCode: 301 }, 'Redirect to https://a.cn/ with status 301'],
    [7, { setting: 'cacheTtl', value: '0' }, 'Override the setting cacheTtl with “0”'],
    [4, { headerName: 'X-From', headerValue: 'waf' }, 'Set request header X-From to “waf”'],
  ] as const)('summarises action %i %o as %j', async (type, config, text) => {
    await activateLanguage('en');
    expect(i18n._(actionSummary(type, config))).toBe(text);
  });
});
