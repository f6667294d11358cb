// The alarm records come whole for the period; the rule name and domain of the search narrow them in the
// browser (the record call takes no such filter).
import type { MonitoringAlarm } from '../types';

export function filterAlarms(alarms: readonly MonitoringAlarm[], ruleName?: string, domain?: string) {
  const rule = ruleName?.trim().toLowerCase();
  const host = domain?.trim().toLowerCase();
  return alarms.filter(
    (alarm) =>
      (!rule || alarm.ruleName.toLowerCase().includes(rule)) && (!host || alarm.domain.toLowerCase().includes(host)),
  );
}
