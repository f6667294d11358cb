// The purge task list follows a language switch made while it is open: its table cells worded from the row's values change
// language at once, and back, without a reload.
import { screen } from '@testing-library/react';
import { describe, it } from 'vitest';
import { expectFollowsLanguage } from '@tests/language-roundtrip';
import { renderRoute } from '@tests/page-harness';

describe('The purge task list in a language switched while it is open', () => {
  it('words its cells in English after the switch and in Chinese after switching back', async () => {
    await renderRoute('/cdn/newsearchTask', { user: 'customer', language: 'zh' });
    await expectFollowsLanguage(() => screen.findByTestId('task-rf9c086a61ac'), ['成功'], ['Success']);
  });
});
