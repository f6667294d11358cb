// Online analysis follows a language switch made while it is open: its result and the view tabs change
// language at once, and back, without a reload.
import { screen } from '@testing-library/react';
import { describe, it } from 'vitest';
import { expectFollowsLanguage } from '@tests/language-roundtrip';
import { renderRoute } from '@tests/page-harness';

describe('online analysis in a language switched while it is open', () => {
  it('words its result in English after the switch and in Chinese after switching back', async () => {
    await renderRoute('/cdn/analysisOn', { user: 'superadmin', language: 'zh' });
    await expectFollowsLanguage(() => screen.findByTestId('analysis-total'), ['总请求数'], ['Total requests']);
  });
});
