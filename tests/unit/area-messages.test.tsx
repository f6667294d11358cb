// Each area's messages load with the area (src/api/i18n.ts, src/routes/_app.tsx): a screen opened first
// shows its area's words, and a navigation within the signed-in layout to another area shows the new
// area's words as soon as it is on screen, never the English source first.
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { areaMessagesLoaded } from '@/api/i18n';
import { renderRoute } from '../page-harness';

describe("an area's messages", () => {
  it('come with its first screen, and no other area comes with them', async () => {
    await renderRoute('/cdn/domain', { user: 'customer' });
    expect(await screen.findByRole('table', { name: '域名管理' })).toBeInTheDocument();
    expect(areaMessagesLoaded(['domains'])).toBe(true);
    expect(areaMessagesLoaded(['purge'])).toBe(false);
    expect(areaMessagesLoaded(['monitoring'])).toBe(false);
  });

  it('are there when a navigation reaches another area, before it renders', async () => {
    const page = await renderRoute('/cdn/domain', { user: 'customer' });
    await screen.findByRole('table', { name: '域名管理' });
    expect(areaMessagesLoaded(['purge'])).toBe(false);
    await act(() => page.router.navigate({ to: '/cdn/newsearchTask' }));
    // The navigation has settled (the screen's read may still be running): the area's messages are there.
    expect(areaMessagesLoaded(['purge'])).toBe(true);
    // The first time its words show, they are the purge area's Chinese.
    expect(await screen.findByTestId('auto-refresh')).toHaveTextContent('列表将自动刷新');
  });
});
