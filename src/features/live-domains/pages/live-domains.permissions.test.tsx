// Live domains are read-only: their view permission opens them with their read and no write control.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { heading, openAs } from '@tests/permission-views';

describe('live domain permissions', () => {
  it('view only: the live domains, and no write control', async () => {
    const page = await openAs('/cdn/liveDomain', ['portal:liveDomain:view:*']);
    expect(await heading('Live domains')).toBeInTheDocument();
    expect(await screen.findByTestId('live-domain-live.xinghe-video.com')).toBeInTheDocument();
    expect(page.sentTo('listLiveDomains').length + page.sentTo('queryLiveDomains').length).toBeGreaterThan(0);
    expect(screen.queryAllByRole('button', { name: /^(Add|Edit|Delete)$/ })).toEqual([]);
  });
});
