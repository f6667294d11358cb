// Bars, from a file of their own with chart.js's bars (register-bar-charts.ts), as pies are (PieChart.tsx): the
// screens whose distributions are all pies (the online analysis's first view) do not load them.
import { Chart, type ChartProps } from 'react-chartjs-2';
import './register-bar-charts';

export function BarChart(props: Omit<ChartProps<'bar'>, 'type'>) {
  return <Chart type="bar" {...props} />;
}
