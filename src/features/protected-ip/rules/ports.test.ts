import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { activateLanguage, loadAreaMessages, loadOnDemandMessages } from '@/api/i18n';
import {
  checkPortList,
  checkPortRange,
  missesPorts,
  parsePort,
  parsePortList,
  portMessages,
  portProblems,
} from './ports';

describe('one port', () => {
  it.each([
    ['80', 80],
    [' 443 ', 443],
    ['1', 1],
    ['65535', 65535],
    ['0', undefined],
    ['65536', undefined],
    ['-1', undefined],
    ['8.5', undefined],
    ['abc', undefined],
    ['', undefined],
  ])('%j → %s', (text, port) => {
    expect(parsePort(text)).toBe(port);
  });
});

describe('port list', () => {
  it.each([
    ['80,443', [80, 443]],
    ['80, 443，8080', [80, 443, 8080]],
    ['80 443', [80, 443]],
    ['443,443,80', [443, 80]],
    ['', []],
    ['80,,443', [80, 443]],
    ['80,x', undefined],
    ['80,70000', undefined],
  ])('%j → %j', (text, ports) => {
    expect(parsePortList(text)).toEqual(ports);
  });

  it.each([
    ['80,443', undefined],
    ['', undefined],
    ['80,abc', portMessages.listFormat],
    ['0', portMessages.listFormat],
    ['80,22', portProblems.forbidden(22)],
    ['3389', portProblems.forbidden(3389)],
    ['80,80', portProblems.repeated(80)],
    ['80, 443，080', portProblems.repeated(80)],
    ['22,22', portProblems.forbidden(22)],
  ])('%j → %o', (text, message) => {
    expect(checkPortList(text)).toEqual(message);
  });
});

describe('port range (002 §5.4)', () => {
  it.each([
    ['', '', undefined],
    ['7000', '7050', undefined],
    ['7000', '7099', undefined], // 100 ports: the limit
    ['7000', '', { field: 'rangeEnd', message: portMessages.endEmpty }],
    [' ', '7050', { field: 'rangeStart', message: portMessages.startEmpty }],
    ['abc', '7050', { field: 'rangeStart', message: portMessages.portFormat }],
    ['7000', '99999', { field: 'rangeEnd', message: portMessages.portFormat }],
    ['7050', '7000', { field: 'rangeStart', message: portMessages.startNotBelowEnd }],
    ['7000', '7000', { field: 'rangeStart', message: portMessages.startNotBelowEnd }],
    ['20', '30', { field: 'rangeStart', message: portProblems.rangeForbidden(22) }],
    ['3300', '3389', { field: 'rangeStart', message: portProblems.rangeForbidden(3389) }],
    ['7000', '7100', { field: 'rangeEnd', message: portMessages.rangeTooLarge }], // 101 ports
  ])('%j–%j → %o', (start, end, problem) => {
    expect(checkPortRange(start, end)).toEqual(problem);
  });
});

describe('a port or a range is required', () => {
  it.each([
    ['', '', '', true],
    [' ', ' ', '', true],
    ['80', '', '', false],
    ['', '7000', '', false],
    ['', '', '7050', false],
  ])('ports %j, range %j–%j → missing %s', (ports, start, end, missing) => {
    expect(missesPorts(ports, start, end)).toBe(missing);
  });
});

describe('messages in both languages', () => {
  // As in the portal: the signed-in layout loads the area's messages, and the form that checks ports (a dialog)
  // comes with the area's on-demand messages.
  beforeAll(async () => {
    await loadAreaMessages(['protected-ip']);
    await loadOnDemandMessages();
  });
  const english = {
    required: 'Enter a port or a port range',
    listFormat: 'Enter ports from 1 to 65535, separated by commas',
    portFormat: 'A port is a whole number from 1 to 65535',
    startEmpty: 'The start of the port range cannot be empty',
    endEmpty: 'The end of the port range cannot be empty',
    startNotBelowEnd: 'The start port must be smaller than the end port',
    rangeTooLarge: 'A port range holds at most 100 ports',
  };
  const chinese = {
    required: '请填写端口或端口范围',
    listFormat: '请输入 1 到 65535 之间的端口，多个端口用逗号分隔',
    portFormat: '端口须为 1 到 65535 之间的整数',
    startEmpty: '端口范围的起始端口不能为空',
    endEmpty: '端口范围的结束端口不能为空',
    startNotBelowEnd: '起始端口必须小于结束端口',
    rangeTooLarge: '端口范围最多包含 100 个端口',
  };
  it.each(Object.keys(english) as (keyof typeof english)[])('%s', async (key) => {
    await activateLanguage('en');
    expect(i18n._(portMessages[key])).toBe(english[key]);
    await activateLanguage('zh');
    expect(i18n._(portMessages[key])).toBe(chinese[key]);
  });
});

describe('messages naming their port, in both languages', () => {
  beforeAll(async () => {
    await loadAreaMessages(['protected-ip']);
    await loadOnDemandMessages();
  });
  it.each([
    [portProblems.forbidden(22), 'Port 22 is forbidden', '端口 22 禁止使用'],
    [portProblems.repeated(80), 'Port 80 is listed twice', '端口 80 重复填写'],
    [
      portProblems.rangeForbidden(3389),
      'The port range contains the forbidden port 3389',
      '端口范围包含禁止使用的端口 3389',
    ],
  ])('%o', async (message, english, chinese) => {
    await activateLanguage('en');
    expect(i18n._(message)).toBe(english);
    await activateLanguage('zh');
    expect(i18n._(message)).toBe(chinese);
  });
});
