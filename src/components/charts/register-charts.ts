// chart.js is tree-shakeable: only the parts registered here reach the bundle. Import this module only from
// chart components (TimeSeriesChart, DistributionChart), which only lazily loaded pages use: a registration in
// a module the app entry loads (a route file, a barrel) would put chart.js in the first bundle.
// Times are plain milliseconds on a linear scale, formatted in local time (time-axis.ts), so no date adapter
// is needed.
import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Decimation,
  DoughnutController,
  Filler,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PieController,
  PointElement,
  ScatterController,
  Tooltip,
} from 'chart.js';

// Chart.register ignores what is already registered, so importing this module twice is harmless.
Chart.register(
  LineController,
  BarController,
  PieController,
  DoughnutController,
  // Marks on time-series charts (peak, discarded samples) are scatter datasets.
  ScatterController,
  LinearScale,
  CategoryScale,
  PointElement,
  LineElement,
  ArcElement,
  BarElement,
  Filler,
  Tooltip,
  Legend,
  Decimation,
);
