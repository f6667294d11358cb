import { describe, expect, it } from 'vitest';
import { exampleData } from '@tests/page-harness';
import type { MonitoringAlarm } from '../types';
import { filterAlarms } from './alarm-filter';

const alarms = exampleData('listMonitoringAlarmRecords') as MonitoringAlarm[];
const ids = (rule?: string, domain?: string) => filterAlarms(alarms, rule, domain).map((alarm) => alarm.id);

describe('filterAlarms', () => {
  it.each([
    [undefined, undefined, [88201, 88177, 88090]],
    ['带宽', undefined, [88201]],
    [undefined, 'VOD.', [88177]],
    ['比例', 'live', [88090]],
    ['带宽', 'live', []],
  ])('rule %s, domain %s → %j', (rule, domain, expected) => expect(ids(rule, domain)).toEqual(expected));
});
