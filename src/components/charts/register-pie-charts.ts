// Pie charts (the distributions' default): their controller and arc element, a module of their own in the build
// (scripts/lib/chart-js-parts.mjs). A pie is chart.js's doughnut without a hole, whose class it extends.
import { Chart } from 'chart.js';
import { ArcElement, PieController } from 'chart.js/pie-parts';
import './register-charts';

Chart.register(PieController, ArcElement);
