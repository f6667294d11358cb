// A pie, from a file of its own with chart.js's pies (register-pie-charts.ts): the screens whose distributions
// are all bars (the ranking, the protected IPs' statistics, the analyses' top lists) do not load them.
import { Chart, type ChartProps } from 'react-chartjs-2';
import './register-pie-charts';

export function PieChart(props: Omit<ChartProps<'pie'>, 'type'>) {
  return <Chart type="pie" {...props} />;
}
