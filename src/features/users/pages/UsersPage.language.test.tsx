// The user list follows a language switch made while it is open: its table cells worded from the row's values change
// language at once, and back, without a reload.
import { screen } from '@testing-library/react';
import { describe, it } from 'vitest';
import { expectFollowsLanguage } from '@tests/language-roundtrip';
import { renderRoute } from '@tests/page-harness';

describe('The user list in a language switched while it is open', () => {
  it('words its cells in English after the switch and in Chinese after switching back', async () => {
    await renderRoute('/page/user', { user: 'superadmin', language: 'zh' });
    await expectFollowsLanguage(
      () => screen.findByTestId('user-10238'),
      ['2 项权限', '已启用', '编辑'],
      ['2 permissions', 'Enabled', 'Edit'],
    );
  });
});
