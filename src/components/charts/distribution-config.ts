// The data, options and CSV table of a distribution chart (pie or horizontal bar), as plain values that tests
// can read without a canvas. Entries come from topWithOther, so Other is flagged and painted gray.
import { DEFAULT_VIEW, motionOptions, type ChartView } from './chart-motion';
import type { ChartOptions } from 'chart.js';
import type { TopEntry } from '@/lib/top-n';
import { baseSymbol, formatAxisTick, formatValue, pickUnit, type Quantity } from '@/lib/units';
import { seriesColor, type ChartTheme } from './chart-theme';
import { withUnit, type CsvTable } from './chart-csv';

export type DistributionVariant = 'pie' | 'bar';

/** An entry's share of the whole in percent, two decimals (specification 001 §9); 0 when the whole is 0. */
export function sharePercent(value: number, total: number): number {
  return total > 0 ? Math.round((value / total) * 10_000) / 100 : 0;
}

const totalOf = (entries: readonly TopEntry[]) => entries.reduce((sum, entry) => sum + entry.value, 0);

/**
 * Other in gray; an entry with a palette slot (the colour of its curve beside the chart) in that slot's colour;
 * the rest in turn in the slots no entry has.
 */
export function distributionColors(entries: readonly TopEntry[], theme: ChartTheme): string[] {
  const taken = new Set(entries.flatMap((entry) => (entry.color === undefined ? [] : [entry.color])));
  let next = 0;
  const free = () => {
    while (taken.has(next)) next += 1;
    return next++;
  };
  return entries.map((entry) => (entry.isOther ? theme.other : seriesColor(theme, entry.color ?? free())));
}

/** One dataset of plain values: the same data serve the pie and the bar variant. */
export interface DistributionData {
  labels: string[];
  datasets: { label: string; data: number[]; backgroundColor: string[]; borderWidth: number }[];
}

export function distributionData(
  entries: readonly TopEntry[],
  theme: ChartTheme,
  valueLabel: string,
): DistributionData {
  const colors = distributionColors(entries, theme);
  return {
    labels: entries.map((entry) => entry.label),
    datasets: [
      { label: valueLabel, data: entries.map((entry) => entry.value), backgroundColor: colors, borderWidth: 0 },
    ],
  };
}

function tooltipLabel(entries: readonly TopEntry[], kind: Quantity) {
  const total = totalOf(entries);
  return (item: { label: string; dataIndex: number }) => {
    const value = entries[item.dataIndex]?.value ?? 0;
    return `${item.label}: ${formatValue(value, kind)} (${sharePercent(value, total)}%)`;
  };
}

/** The longest name a bar's axis shows whole; longer ones (URLs, user agents) lose their middle. */
export const BAR_LABEL_CHARS = 32;

/**
 * How many characters of a name fit on a bar chart's axis `chartWidth` pixels wide: chart.js gives the axis at
 * most half of the width, and a character of the axis' 12 px type takes about 7 px.
 */
export const barLabelChars = (chartWidth: number) =>
  Math.max(12, Math.min(BAR_LABEL_CHARS, Math.floor(chartWidth / 2 / 7)));

/**
 * A bar's name as its axis shows it: whole when short, else its start and its end around an ellipsis
 * ("https://cdn.xin…js/app.3f9c2a.js"), which keeps the start of a URL and its file. chart.js cut a long name
 * off at the canvas' edge; the tooltip and the table beside the chart show it whole.
 */
export function barLabel(name: string, chars: number): string {
  if (name.length <= chars) return name;
  const head = Math.floor((chars - 1) / 2);
  return `${name.slice(0, head)}…${name.slice(name.length - (chars - 1 - head))}`;
}

export function pieOptions(
  entries: readonly TopEntry[],
  kind: Quantity,
  theme: ChartTheme,
  view: ChartView = DEFAULT_VIEW,
): ChartOptions<'pie'> {
  return {
    responsive: true,
    maintainAspectRatio: false,
    ...motionOptions(view),
    plugins: {
      // Beside the pie on a wide screen; under it on a phone, where beside it would leave the pie no room.
      legend: { position: view.narrow ? 'bottom' : 'right', labels: { color: theme.text } },
      tooltip: { callbacks: { label: tooltipLabel(entries, kind) } },
    },
  };
}

export function barOptions(
  entries: readonly TopEntry[],
  kind: Quantity,
  theme: ChartTheme,
  valueLabel: string,
  view: ChartView = DEFAULT_VIEW,
): ChartOptions<'bar'> {
  const unit = pickUnit(
    entries.map((entry) => entry.value),
    kind,
  );
  return {
    responsive: true,
    maintainAspectRatio: false,
    ...motionOptions(view),
    // Horizontal bars: names such as provinces or countries stay readable without rotation.
    indexAxis: 'y',
    scales: {
      x: {
        type: 'linear',
        beginAtZero: true,
        title: { display: true, text: valueLabel, color: theme.text },
        grid: { color: theme.grid },
        ticks: { color: theme.muted, callback: (value) => formatAxisTick(Number(value), unit) },
      },
      y: {
        type: 'category',
        grid: { display: false },
        ticks: {
          color: theme.muted,
          callback(_value, index) {
            return barLabel(entries[index]?.label ?? '', barLabelChars(this.chart.width));
          },
        },
      },
    },
    plugins: {
      // One dataset: its colours already tell the entries apart, and hiding it would leave an empty chart.
      legend: { display: false },
      tooltip: { callbacks: { label: tooltipLabel(entries, kind) } },
    },
  };
}

export function distributionCsv(
  entries: readonly TopEntry[],
  kind: Quantity,
  headers: { name: string; value: string; share: string },
): CsvTable {
  const total = totalOf(entries);
  return {
    header: [headers.name, withUnit(headers.value, baseSymbol(kind)), headers.share],
    rows: entries.map((entry) => [entry.label, entry.value, sharePercent(entry.value, total)]),
  };
}
