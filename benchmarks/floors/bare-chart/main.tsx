// Floor of the data benchmark's curves: plain React and chart.js (through react-chartjs-2), no Chakra, drawing
// after one fetch what /cdn/newoverview draws for the opt-in example weekByMinute: bandwidth and traffic of 7 days
// in one-minute points (10,080), each beside the previous week, every point drawn (no sampling, no decimation).
// The points are the contract's, read by the portal's two calls (../read-answer.ts), sent together. In the
// portal's default language, as the portal is measured in it (benchmarks/floors/stack/main.tsx).
import { Chart, Filler, Legend, LinearScale, LineController, LineElement, PointElement, Tooltip } from 'chart.js';
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Line } from 'react-chartjs-2';
import { readAnswer } from '../read-answer';

Chart.register(LineController, LineElement, PointElement, LinearScale, Filler, Tooltip, Legend);

interface Point {
  timestamp: number;
  bandwidth: number;
  flow: number;
}
interface Week {
  current: Point[];
  previous: Point[];
}

const WEEK_SECONDS = 7 * 86_400;

function Curve({ label, field, week }: { label: string; field: 'bandwidth' | 'flow'; week: Week }) {
  const points = (list: Point[], shift: number) => list.map((p) => ({ x: (p.timestamp + shift) * 1000, y: p[field] }));
  return (
    <div style={{ height: 320 }}>
      <Line
        aria-label={label}
        options={{ maintainAspectRatio: false, animation: false, scales: { x: { type: 'linear' } } }}
        data={{
          datasets: [
            { label, data: points(week.current, 0), pointRadius: 0, borderWidth: 1.5 },
            { label: '上一周期', data: points(week.previous, WEEK_SECONDS), pointRadius: 0, borderDash: [4, 4] },
          ],
        }}
      />
    </div>
  );
}

function Overview() {
  const [week, setWeek] = useState<Week>();
  useEffect(() => {
    const list = (name: string) => readAnswer<{ bandAndFlowList: Point[] }>(name).then((data) => data.bandAndFlowList);
    void Promise.all([list('current'), list('previous')]).then(([current, previous]) => setWeek({ current, previous }));
  }, []);
  return (
    <main style={{ font: '14px sans-serif', padding: 24 }}>
      <h1>概览</h1>
      {/* Side by side, as the overview lays them out at this width. */}
      {week && (
        <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 16 }}>
          <Curve label="带宽" field="bandwidth" week={week} />
          <Curve label="流量" field="flow" week={week} />
        </div>
      )}
    </main>
  );
}

createRoot(document.getElementById('root')!).render(<Overview />);
