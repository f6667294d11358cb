// Amount and actual payment per month as bars, beside the bill table, with a CSV of what is drawn.
import { useLingui } from '@lingui/react/macro';
import { Chart } from 'react-chartjs-2';
import { ChartFrame } from '@/components/charts/ChartFrame';
import { chartTheme, seriesColor } from '@/components/charts/chart-theme';
import '@/components/charts/register-bar-charts';
import { downloadCsv } from '@/components/download-csv';
import { useColorMode } from '@/components/ui/color-mode';
import type { MonthlyBars } from '../rules/chart-data';

export function BillChart({ bars }: { bars: MonthlyBars }) {
  const { t } = useLingui();
  const { colorMode } = useColorMode();
  const theme = chartTheme(colorMode);
  const labels = { amount: t`Amount (CNY)`, actual: t`Actual payment (CNY)`, month: t`Month` };
  const download = () =>
    downloadCsv(
      'bills-by-month.csv',
      [labels.month, labels.amount, labels.actual],
      bars.months.map((month, i) => [month, bars.amount[i], bars.actualPayment[i]]),
    );
  return (
    <ChartFrame height={300} onDownload={download}>
      <Chart
        type="bar"
        role="img"
        aria-label={t`Bills by month`}
        data={{
          labels: bars.months,
          datasets: [
            { label: labels.amount, data: bars.amount, backgroundColor: seriesColor(theme, 0) },
            { label: labels.actual, data: bars.actualPayment, backgroundColor: seriesColor(theme, 1) },
          ],
        }}
        options={{
          responsive: true,
          maintainAspectRatio: false,
          animation: false,
          color: theme.text,
          scales: {
            x: { ticks: { color: theme.text }, grid: { color: theme.grid } },
            y: { beginAtZero: true, ticks: { color: theme.text }, grid: { color: theme.grid } },
          },
        }}
      />
    </ChartFrame>
  );
}
