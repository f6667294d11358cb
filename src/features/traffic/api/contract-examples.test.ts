// The mock is what developers and the browser tests see, so the figures of the traffic examples this screen
// shows must be those of their own curves: the total the sum of the flow, the peak the highest bandwidth
// sample and the 95th percentile the sample the billing rule picks.
import { describe, expect, it } from 'vitest';
import { peakOf, percentile95, totalOf } from '@/lib/percentile';
import { exampleData } from '@tests/page-harness';

interface Traffic {
  totalFlow: number;
  peakBandwidth: number;
  bandwidth95: number;
  bandAndFlowList: { bandwidth: number; flow: number }[];
}

describe('service-info examples agree with their curves', () => {
  it.each(['success', 'empty'])('%s', (name) => {
    const data = exampleData('getServiceInfoTraffic', name) as Traffic;
    const bandwidth = data.bandAndFlowList.map((point) => point.bandwidth);
    expect(data.totalFlow).toBe(totalOf(data.bandAndFlowList.map((point) => point.flow)));
    expect(data.peakBandwidth).toBe(peakOf(bandwidth)?.value ?? 0);
    expect(data.bandwidth95).toBe(percentile95(bandwidth)?.value ?? 0);
  });

  it('the bandwidth curve example totals its flow', () => {
    const data = exampleData('getBandwidth') as { totalFlow: number; bandAndFlowList: { flow: number }[] };
    expect(data.totalFlow).toBe(totalOf(data.bandAndFlowList.map((point) => point.flow)));
  });
});
