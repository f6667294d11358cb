// The website list follows a language switch made while it is open: its table cells worded from the row's values change
// language at once, and back, without a reload.
import { screen } from '@testing-library/react';
import { describe, it } from 'vitest';
import { expectFollowsLanguage } from '@tests/language-roundtrip';
import { renderRoute } from '@tests/page-harness';

describe('The website list in a language switched while it is open', () => {
  it('words its cells in English after the switch and in Chinese after switching back', async () => {
    await renderRoute('/dcdn/website', { user: 'superadmin', language: 'zh' });
    await expectFollowsLanguage(
      () => screen.findByTestId('website-3101'),
      ['加权', '已配置', '策略与规则'],
      ['Weighted', 'Configured', 'Policies and rules'],
    );
  });
});
