// A failed traffic read replaces the cards and charts only: the heading and the filters stay, with the
// server's message and Try again in their place.
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectFailureInFrame } from '@tests/failure-frame';
import { renderRoute } from '@tests/page-harness';

afterEach(() => vi.unstubAllGlobals());

describe('overview when the traffic read fails', () => {
  it('keeps the heading, the accounts and the time range around the failure', async () => {
    const page = await renderRoute('/cdn/newoverview?range=%22yesterday%22', {
      user: 'superadmin',
      language: 'en',
      api: { getOverviewTraffic: 'invalidTimeRange' },
    });
    expect(page.href()).toContain('/cdn/newoverview');
    expect(screen.getByRole('heading', { level: 1, name: 'Overview' })).toBeInTheDocument();
    expect(screen.getAllByText('Accounts').length).toBeGreaterThan(0);
    expect(screen.getByRole('group', { name: 'Time range' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Yesterday' })).toHaveAttribute('aria-pressed', 'true');
    await expectFailureInFrame('开始时间不能晚于结束时间');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('says in place when the comparison with the previous period could not be read, with Try again', async () => {
    await renderRoute('/cdn/newoverview', {
      user: 'superadmin',
      language: 'en',
      api: { getSequentialTraffic: 'http503' },
    });
    const alert = (await screen.findAllByRole('alert', {}, { timeout: 5000 })).find((candidate) =>
      within(candidate).queryByText('The comparison with the previous period could not be loaded'),
    );
    expect(alert, 'an alert saying the comparison is missing').toBeDefined();
    expect(within(alert!).getByRole('button', { name: 'Try again' })).toBeEnabled();
    expect(within(alert!).getByRole('button', { name: 'Copy details' })).toBeEnabled();
    // The period's own figures stay.
    expect(screen.getByTestId('stat-totalFlow')).toBeInTheDocument();
  });
});
