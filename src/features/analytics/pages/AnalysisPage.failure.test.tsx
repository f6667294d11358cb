// A failed analysis read replaces the view's result only: the heading, the filters and the views' links stay,
// with the server's message and Try again in the result's place.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectFailureInFrame } from '@tests/failure-frame';
import { renderRoute } from '@tests/page-harness';

describe('online analysis when its read fails', () => {
  it('keeps the heading, the chosen time range and the views around the failure', async () => {
    const page = await renderRoute('/cdn/analysisOn?range=%22yesterday%22', {
      user: 'superadmin',
      language: 'en',
      api: { countOnline: 'queryTimeout' },
    });
    expect(page.href()).toContain('/cdn/analysisOn');
    expect(screen.getByRole('heading', { level: 1, name: 'Online analysis' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Yesterday' })).toHaveAttribute('aria-pressed', 'true');
    const views = within(screen.getByRole('navigation', { name: 'Analysis views' }));
    expect(views.getAllByRole('link').length).toBeGreaterThan(1);
    await expectFailureInFrame('查询超时，请缩小时间范围后重试');
  });
});
