import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TimeRangeParams } from '@/lib/time-range';
import { renderWithProviders } from '@tests/render';
import { inTimeZone } from '@tests/time-zone';
import { TimeRangePicker } from './TimeRangePicker';

// The browser is in New York while the times shown and typed are the provider's (UTC+8), which the labels name.
inTimeZone('America/New_York');

// Only the clock is fixed (2024-05-20 14:37 in the provider's zone); timers run as usual for the user events.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2024-05-20T14:37:42+08:00'));
});
afterEach(() => {
  vi.useRealTimers();
});

function Harness(props: {
  initial: TimeRangeParams;
  withGranularity?: boolean;
  onChange: (v: TimeRangeParams) => void;
}) {
  const [value, setValue] = useState(props.initial);
  return (
    <TimeRangePicker
      value={value}
      withGranularity={props.withGranularity}
      onChange={(next) => {
        props.onChange(next);
        setValue(next);
      }}
    />
  );
}

async function renderPicker(initial: TimeRangeParams, withGranularity = false) {
  const onChange = vi.fn();
  await renderWithProviders(<Harness initial={initial} withGranularity={withGranularity} onChange={onChange} />, {
    language: 'en',
  });
  return onChange;
}

const granularityOptions = () =>
  Array.from((screen.getByRole('combobox', { name: 'Granularity' }) as HTMLSelectElement).options, (o) => o.text);

describe('TimeRangePicker presets', () => {
  it('offers the presets and marks the chosen one', async () => {
    await renderPicker({ range: 'today' });
    const group = screen.getByRole('group', { name: 'Time range' });
    expect(Array.from(group.querySelectorAll('button'), (b) => b.textContent)).toEqual([
      'Today',
      'Yesterday',
      'Last 7 days',
      'Last 30 days',
      'Custom',
    ]);
    expect(screen.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByLabelText('Start time (UTC+08:00)')).not.toBeInTheDocument();
  });

  it.each([
    ['a preset', { range: 'today' }, 'Last 7 days', { range: 'last7Days', grad: undefined }],
    [
      'keeping a granularity the new range allows',
      { range: 'today', grad: 'hour' },
      'Yesterday',
      { range: 'yesterday', grad: 'hour' },
    ],
    ['dropping one it does not', { range: 'last7Days', grad: 'day' }, 'Today', { range: 'today', grad: undefined }],
    [
      'dropping the custom times',
      { range: 'custom', start: '2024-05-01 08:00', end: '2024-05-02 08:00' },
      'Yesterday',
      { range: 'yesterday', grad: undefined },
    ],
  ] as const)('chooses %s', async (_name, initial, button, expected) => {
    const onChange = await renderPicker(initial);
    await userEvent.click(screen.getByRole('button', { name: button }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith(expected);
  });

  it('does nothing when the chosen preset is clicked again', async () => {
    const onChange = await renderPicker({ range: 'today' });
    await userEvent.click(screen.getByRole('button', { name: 'Today' }));
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('TimeRangePicker custom range', () => {
  const start = () => screen.getByLabelText('Start time (UTC+08:00)');
  const end = () => screen.getByLabelText('End time (UTC+08:00)');

  it('starts from the range shown, ending at the last 5-minute boundary', async () => {
    const onChange = await renderPicker({ range: 'last7Days' });
    await userEvent.click(screen.getByRole('button', { name: 'Custom' }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith({
      range: 'custom',
      start: '2024-05-14 00:00',
      end: '2024-05-20 14:35',
      grad: undefined,
    });
    expect(start()).toHaveValue('2024-05-14T00:00');
    expect(end()).toHaveValue('2024-05-20T14:35');
    expect(end()).toHaveAttribute('max', '2024-05-20T14:37');
  });

  it('sends a valid edit in the URL format', async () => {
    const onChange = await renderPicker({ range: 'custom', start: '2024-05-01 08:00', end: '2024-05-02 08:00' });
    fireEvent.change(start(), { target: { value: '2024-04-28T06:30' } });
    expect(onChange).toHaveBeenCalledExactlyOnceWith({
      range: 'custom',
      start: '2024-04-28 06:30',
      end: '2024-05-02 08:00',
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    ['a start after the end', 'start', '2024-05-03T08:00', 'The start time cannot be later than the end time'],
    ['an end after now', 'end', '2024-05-20T14:40', 'The end time cannot be later than now'],
    ['an emptied end', 'end', '', 'Choose both a start and an end time'],
  ] as const)('refuses %s, keeping what was typed', async (_name, input, typed, message) => {
    const onChange = await renderPicker({ range: 'custom', start: '2024-05-01 08:00', end: '2024-05-02 08:00' });
    fireEvent.change(input === 'start' ? start() : end(), { target: { value: typed } });
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(input === 'start' ? start() : end()).toHaveValue(typed);
    expect(start()).toHaveAttribute('aria-describedby', screen.getByRole('alert').id);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('clears the message once the range is usable again', async () => {
    const onChange = await renderPicker({ range: 'custom', start: '2024-05-01 08:00', end: '2024-05-02 08:00' });
    fireEvent.change(start(), { target: { value: '2024-05-03T08:00' } });
    fireEvent.change(end(), { target: { value: '2024-05-04T08:00' } });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onChange).toHaveBeenCalledExactlyOnceWith({
      range: 'custom',
      start: '2024-05-03 08:00',
      end: '2024-05-04 08:00',
    });
  });
});

describe('TimeRangePicker granularity', () => {
  it('is shown only when asked for', async () => {
    await renderPicker({ range: 'today' });
    expect(screen.queryByRole('combobox', { name: 'Granularity' })).not.toBeInTheDocument();
  });

  it.each([
    ['today', { range: 'today' }, ['5 minutes', '1 hour'], 'minute5'],
    ['the last 30 days', { range: 'last30Days' }, ['5 minutes', '1 hour', '1 day'], 'minute5'],
    [
      '40 days',
      { range: 'custom', start: '2024-04-01 00:00', end: '2024-05-10 23:55' },
      ['5 minutes', '1 hour', '1 day'],
      'minute5',
    ],
    ['a choice the range does not allow', { range: 'today', grad: 'day' }, ['5 minutes', '1 hour'], 'minute5'],
  ] as const)('offers what %s allows', async (_name, initial, options, selected) => {
    await renderPicker(initial, true);
    expect(granularityOptions()).toEqual(options);
    expect(screen.getByRole('combobox', { name: 'Granularity' })).toHaveValue(selected);
  });

  it('sends the chosen granularity', async () => {
    const onChange = await renderPicker({ range: 'last7Days' }, true);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Granularity' }), '1 day');
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ range: 'last7Days', grad: 'day' });
  });
});
