// Switches the portal's language the way a user does: by the header's language buttons, while the screen
// stays open (no reload, no new render), then waits until the header shows the new language as chosen.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import type { Language } from '../src/api/language';

const buttonName: Record<Language, string> = { zh: '中文', en: 'English' };

export async function switchLanguage(language: Language) {
  const group = screen.getByRole('group', { name: /^(Language|语言)$/ });
  await act(() => userEvent.click(within(group).getByRole('button', { name: buttonName[language] })));
  await waitFor(() => expect(document.documentElement.lang).toBe(language === 'zh' ? 'zh-CN' : 'en'));
  await waitFor(() =>
    expect(within(group).getByRole('button', { name: buttonName[language] })).toHaveAttribute('aria-pressed', 'true'),
  );
}
