// Who sees what of the analysis views: the view permission opens them with their reads (they have no write);
// one view item (002 §6: top, hit, client, source, status, ip, distribution) opens log analysis on that view,
// with the init options every view needs.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { heading, openAs } from '@tests/permission-views';

describe('analysis permissions', () => {
  it('view only: the online analysis and its reads', async () => {
    const page = await openAs('/cdn/analysisOn', ['portal:analysis:view:*']);
    expect(await heading('Online analysis')).toBeInTheDocument();
    expect(await screen.findByTestId('analysis-total')).toBeInTheDocument();
    expect(page.sentTo('countOnline').length).toBeGreaterThan(0);
    expect(screen.queryAllByRole('button', { name: /^(Add|Edit|Delete)$/ })).toEqual([]);
  });

  it('the top item: the online analysis with the domain choices of the init options', async () => {
    // The init options are declared portal:analysis:view:*, which one view item of the module satisfies.
    const page = await openAs('/cdn/analysisOn', ['portal:analysis:view:top']);
    expect(await heading('Online analysis')).toBeInTheDocument();
    await waitFor(() => expect(page.sentTo('getAnalysisInitOptions')).toHaveLength(1));
  });

  it('the top item: log analysis on URL top, with the domains of the init options', async () => {
    const page = await openAs('/cdn/analysisLog', ['portal:analysis:view:top']);
    expect(await heading('Log analysis')).toBeInTheDocument();
    expect((await screen.findAllByRole('tab')).map((tab) => tab.textContent)).toEqual(['URL top']);
    await waitFor(() => expect(page.sentTo('getAnalysisUrlTop')).toHaveLength(1));
    expect(page.sentTo('getAnalysisInitOptions').length).toBeGreaterThan(0);
    expect(new URL(page.sentTo('getAnalysisUrlTop')[0]!.url).searchParams.get('domains')).toContain('xinghe-video.com');
    expect(page.sentTo('getAnalysisHitRate')).toEqual([]);
  });
});
