// chart.js is tree-shakeable: only the parts registered reach the bundle. Import the registrations only from
// chart components (TimeSeriesChart, DistributionChart, PieChart, the bills' chart), which only lazily loaded
// pages use: a registration in a module the app entry loads (a route file, a barrel) would put chart.js in the
// first bundle. What every kind of chart draws with is registered here; lines, bars and pies by
// register-line-charts.ts, register-bar-charts.ts and register-pie-charts.ts, each from a module of its own in the
// build (scripts/lib/chart-js-parts.mjs), so that a screen loads the kinds of chart it draws.
import { Chart, Legend, LinearScale, Tooltip } from 'chart.js';

// Chart.register ignores what is already registered, so importing this module twice is harmless.
Chart.register(LinearScale, Tooltip, Legend);
