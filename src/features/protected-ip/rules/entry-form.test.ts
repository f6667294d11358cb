import { describe, expect, it } from 'vitest';
import { fieldMessage } from '@/lib/field-message';
import {
  checkCnamePrefix,
  checkSourceIp,
  entryFormSchema,
  entryFormValues,
  entryMessages,
  toCreateRequest,
  toUpdateRequest,
  type EntryFormValues,
} from './entry-form';
import { portMessages, portProblems } from './ports';

const valid: EntryFormValues = {
  sourceIp: '117.50.12.66',
  cnamePrefix: 'bc-shop-api',
  ports: '8080, 8443',
  rangeStart: '',
  rangeEnd: '',
};

describe('source IP', () => {
  it.each([
    ['117.50.12.66', undefined],
    [' 10.0.0.1 ', undefined],
    ['', entryMessages.sourceIpEmpty],
    ['256.1.1.1', entryMessages.sourceIpFormat],
    ['1.2.3', entryMessages.sourceIpFormat],
    ['01.2.3.4', entryMessages.sourceIpFormat],
    ['example.com', entryMessages.sourceIpFormat],
  ])('%j → %o', (text, problem) => {
    expect(checkSourceIp(text)).toBe(problem);
  });
});

describe('cname prefix', () => {
  it.each([
    ['bc-shop-api', undefined],
    ['a', undefined],
    ['', entryMessages.cnamePrefixEmpty],
    ['-edge', entryMessages.cnamePrefixFormat],
    ['edge-', entryMessages.cnamePrefixFormat],
    ['edge.web', entryMessages.cnamePrefixFormat],
    ['x'.repeat(64), entryMessages.cnamePrefixFormat],
  ])('%j → %o', (text, problem) => {
    expect(checkCnamePrefix(text)).toBe(problem);
  });
});

const issues = (values: EntryFormValues) => {
  const result = entryFormSchema.safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('form schema', () => {
  it.each<[string, Partial<EntryFormValues>, [string, string][]]>([
    ['valid ports', {}, []],
    ['a range only', { ports: '', rangeStart: '7000', rangeEnd: '7050' }, []],
    ['nothing', { ports: '' }, [['ports', fieldMessage(portMessages.required)]]],
    ['a forbidden port', { ports: '22' }, [['ports', fieldMessage(portProblems.forbidden(22))]]],
    ['a port typed twice', { ports: '80,80' }, [['ports', fieldMessage(portProblems.repeated(80))]]],
    ['a range end missing', { rangeStart: '7000' }, [['rangeEnd', fieldMessage(portMessages.endEmpty)]]],
    [
      'a reversed range',
      { rangeStart: '9000', rangeEnd: '8000' },
      [['rangeStart', fieldMessage(portMessages.startNotBelowEnd)]],
    ],
    [
      'more than 100 ports',
      { rangeStart: '7000', rangeEnd: '7200' },
      [['rangeEnd', fieldMessage(portMessages.rangeTooLarge)]],
    ],
    [
      'no IP and no prefix',
      { sourceIp: '', cnamePrefix: '' },
      [
        ['sourceIp', fieldMessage(entryMessages.sourceIpEmpty)],
        ['cnamePrefix', fieldMessage(entryMessages.cnamePrefixEmpty)],
      ],
    ],
  ])('%s', (_name, change, expected) => {
    expect(issues({ ...valid, ...change })).toEqual(expected);
  });
});

describe('requests', () => {
  it.each<[string, Partial<EntryFormValues>, object]>([
    [
      'ports only: no portRange',
      { sourceIp: ' 117.50.12.66 ', ports: '8080，8443 8080' },
      { sourceIp: '117.50.12.66', cnamePrefix: 'bc-shop-api', ports: [8080, 8443] },
    ],
    [
      'ports and a range',
      { ports: '25565', rangeStart: '30000', rangeEnd: '30020' },
      { sourceIp: '117.50.12.66', cnamePrefix: 'bc-shop-api', ports: [25565], portRange: { start: 30000, end: 30020 } },
    ],
    [
      'a range only',
      { ports: '', rangeStart: '7000', rangeEnd: '7050' },
      { sourceIp: '117.50.12.66', cnamePrefix: 'bc-shop-api', ports: [], portRange: { start: 7000, end: 7050 } },
    ],
  ])('%s', (_name, change, expected) => {
    expect(toCreateRequest({ ...valid, ...change })).toEqual(expected);
  });

  it('an update carries the id', () => {
    expect(toUpdateRequest(10232, valid)).toEqual({ id: 10232, ...toCreateRequest(valid) });
  });

  it('an edit starts from the entry as listed', () => {
    expect(
      entryFormValues({
        id: 10245,
        sourceIp: '117.50.12.70',
        ports: [25565, 8080],
        portRange: { start: 30000, end: 30020 },
        cnamePrefix: 'bc-shop-mc',
        cname: 'bc-shop-mc.ipp.orange-cdn.com',
        createTime: '2025-01-01 00:00:00',
        updateTime: '2025-01-01 00:00:00',
        status: 5,
      }),
    ).toEqual({
      sourceIp: '117.50.12.70',
      cnamePrefix: 'bc-shop-mc',
      ports: '25565, 8080',
      rangeStart: '30000',
      rangeEnd: '30020',
    });
    expect(entryFormValues()).toEqual({ sourceIp: '', cnamePrefix: '', ports: '', rangeStart: '', rangeEnd: '' });
  });
});
