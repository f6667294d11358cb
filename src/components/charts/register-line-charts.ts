// Time series: lines, the scatter datasets of their marks (peak, discarded samples) and the decimation of long
// series, from a module of their own in the build (scripts/lib/chart-js-parts.mjs). Times are plain milliseconds
// on a linear scale, formatted in local time (time-axis.ts), so no date adapter is needed.
import { Chart, Filler, LineElement, PointElement } from 'chart.js';
import { Decimation, LineController, ScatterController } from 'chart.js/line-parts';
import './register-charts';

Chart.register(LineController, ScatterController, LineElement, PointElement, Filler, Decimation);
