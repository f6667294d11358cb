// chart.js is tree-shakeable: only the parts registered here reach the bundle. Import this module only from
// chart components (TimeSeriesChart, DistributionChart, the bills' chart), which only lazily loaded pages use: a
// registration in a module the app entry loads (a route file, a barrel) would put chart.js in the first bundle.
// Times are plain milliseconds on a linear scale, formatted in local time (time-axis.ts), so no date adapter
// is needed. Bars and pies are registered by register-bar-charts.ts and register-pie-charts.ts, from modules of
// their own in the build (scripts/lib/chart-js-parts.mjs), so that a screen drawing lines loads neither.
import {
  Chart,
  Decimation,
  Filler,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  ScatterController,
  Tooltip,
} from 'chart.js';

// Chart.register ignores what is already registered, so importing this module twice is harmless.
Chart.register(
  LineController,
  // Marks on time-series charts (peak, discarded samples) are scatter datasets.
  ScatterController,
  LinearScale,
  PointElement,
  LineElement,
  Filler,
  Tooltip,
  Legend,
  Decimation,
);
