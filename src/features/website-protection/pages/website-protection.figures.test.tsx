// One number per quantity on the website dashboard: the peak bandwidth card and the peak the bandwidth chart
// marks are the same figure.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { exampleData, renderRoute } from '@tests/page-harness';
import { formatBandwidth } from '@/lib/units';

describe('website dashboard figures', () => {
  it('shows the peak bandwidth once: the card and the note under the chart agree', async () => {
    const peak = formatBandwidth((exampleData('getWebsiteStatistics') as { peakBandwidth: number }).peakBandwidth);
    // The example's own figures: the remembering mock draws the period up to its clock, so its peak moves with
    // the hour the test runs.
    await renderRoute('/dcdn/dashboards', {
      permissions: ['portal:imperva:view:dashboards'],
      language: 'en',
      mock: 'examples',
    });
    expect(await screen.findByTestId('stat-peakBandwidth')).toHaveTextContent(peak);
    expect(await screen.findByText(`Peak: ${peak}`)).toBeVisible();
  });
});
