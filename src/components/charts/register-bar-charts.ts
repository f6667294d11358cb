// Bar charts (the distributions drawn as bars, the bills by month): their controller, element and category
// scale, a module of their own in the build (scripts/lib/chart-js-parts.mjs).
import { Chart } from 'chart.js';
import { BarController, BarElement, CategoryScale } from 'chart.js/bar-parts';
import './register-charts';

Chart.register(BarController, BarElement, CategoryScale);
