// A screen opened cold draws its frame (heading, filters, actions) while the read it prefetched is still
// running, instead of drawing nothing until the read answers (src/api/preload-reads.ts); the answer then
// fills the frame in place.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@tests/page-harness';

describe('a list screen opened while its read is running', () => {
  it('shows its heading, filters and actions, then the rows when the read answers', async () => {
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    const page = await renderRoute('/cdn/domain?name=vod', {
      user: 'superadmin',
      language: 'en',
      hold: { searchDomains: held },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Domains' })).toBeInTheDocument();
    expect(screen.getByLabelText('Domain name')).toHaveValue('vod');
    expect(screen.getByRole('button', { name: 'Add domain' })).toBeInTheDocument();
    expect(page.sentTo('searchDomains')).toHaveLength(1);
    // The first domain the mock holds that the URL's name filter selects.
    const first = page.mock!.items('domains').find((domain) => String(domain.name).includes('vod'));
    expect(first).toBeDefined();
    expect(screen.queryByText(String(first!.name))).not.toBeInTheDocument();

    answer();
    const table = await screen.findByRole('table', { name: 'Domains' });
    expect(await within(table).findByText(String(first!.name))).toBeInTheDocument();
    expect(page.sentTo('searchDomains')).toHaveLength(1);
  });
});
