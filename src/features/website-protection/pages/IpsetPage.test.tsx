// The gateway's IP view through its route: origin addresses of the websites, filtered through the URL.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@tests/page-harness';
import { fill } from '@tests/fill';

// A customer operating website protection (the harness's default customer does not hold it).
const asCustomer = { permissions: ['portal:imperva:operation:*'] };

describe('website protection IP view', () => {
  it('lists each origin address once with its ports and websites', async () => {
    await renderRoute('/dcdn/ipset', asCustomer);
    const row = await screen.findByTestId('origin-49.233.87.141');
    expect(row).toHaveTextContent('8443');
    expect(row).toHaveTextContent('live.xinghe-video.com');
    expect(screen.getAllByTestId(/^origin-/)).toHaveLength(8);
  });

  it('filters by address or domain through the URL', async () => {
    const page = await renderRoute('/dcdn/ipset', asCustomer);
    await screen.findByTestId('origin-49.233.87.141');
    await fill(screen.getByLabelText('地址或域名'), 'beichen');
    await userEvent.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(page.search().address).toBe('beichen'));
    expect(screen.getAllByTestId(/^origin-/).map((r) => r.dataset.testid)).toEqual([
      'origin-49.233.87.140',
      'origin-49.233.87.142',
      'origin-origin-img.beichen-shop.cn',
    ]);
  });
});
