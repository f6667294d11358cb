// The alert history follows a language switch made while it is open: its table cells worded from the row's values change
// language at once, and back, without a reload.
import { screen } from '@testing-library/react';
import { describe, it } from 'vitest';
import { expectFollowsLanguage } from '@tests/language-roundtrip';
import { renderRoute } from '@tests/page-harness';

describe('The alert history in a language switched while it is open', () => {
  it('words its cells in English after the switch and in Chinese after switching back', async () => {
    await renderRoute('/CMonit/alertHistory', { user: 'superadmin', language: 'zh' });
    await expectFollowsLanguage(
      () => screen.findByTestId('notification-560031'),
      ['带宽 8.63 Gbps / 8 Gbps', '短信', '已发送'],
      ['Bandwidth 8.63 Gbps / 8 Gbps', 'SMS', 'Sent'],
    );
  });
});
