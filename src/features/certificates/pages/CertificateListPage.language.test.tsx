// The certificate list follows a language switch made while it is open: its table cells worded from the row's values change
// language at once, and back, without a reload.
import { screen } from '@testing-library/react';
import { describe, it } from 'vitest';
import { expectFollowsLanguage } from '@tests/language-roundtrip';
import { renderRoute } from '@tests/page-harness';

describe('The certificate list in a language switched while it is open', () => {
  it('words its cells in English after the switch and in Chinese after switching back', async () => {
    // The superadmin's own account holds no certificate: the list of all accounts.
    await renderRoute('/page/certificateUpload?scope=3', { mock: 'remembering', user: 'superadmin', language: 'zh' });
    await expectFollowsLanguage(() => screen.findByTestId('certificate-1001'), ['下载', '更多'], ['Download', 'More']);
  });
});
