// The rotate notice (000 §1): shown only on a narrow portrait screen, and gone for the tab once dismissed.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@tests/render';
import { ROTATE_NOTICE_KEY, RotateNotice } from './RotateNotice';

/** The declarations the page's style sheets give the element's classes inside media rules matching `media`. */
function declarationsUnder(element: Element, media: RegExp): string[] {
  const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules]);
  return rules
    .filter((rule): rule is CSSMediaRule => rule instanceof CSSMediaRule && media.test(rule.conditionText))
    .flatMap((rule) => [...rule.cssRules] as CSSStyleRule[])
    .filter((rule) => [...element.classList].some((name) => rule.selectorText.includes(`.${name}`)))
    .map((rule) => rule.style.cssText);
}

beforeEach(() => sessionStorage.removeItem(ROTATE_NOTICE_KEY));

describe('the rotate notice', () => {
  it('is hidden by default and shown on a portrait screen narrower than a tablet', async () => {
    await renderWithProviders(<RotateNotice />, { language: 'en' });
    const notice = screen.getByRole('status', { hidden: true }).parentElement as HTMLElement;
    expect(screen.getByRole('status', { hidden: true })).toHaveTextContent('rotate your device to landscape');
    expect(getComputedStyle(notice).display).toBe('none');
    expect(declarationsUnder(notice, /orientation:\s*portrait\)\s*and\s*\(max-width:\s*767px/)).toContain(
      'display: flex;',
    );
  });

  it('stays away for the rest of the tab once dismissed', async () => {
    const { unmount } = await renderWithProviders(<RotateNotice />, { language: 'en' });
    await userEvent.click(screen.getByRole('button', { name: 'Hide this notice', hidden: true }));
    expect(screen.queryByRole('status', { hidden: true })).not.toBeInTheDocument();
    unmount();
    await renderWithProviders(<RotateNotice />, { language: 'en' });
    expect(screen.queryByRole('status', { hidden: true })).not.toBeInTheDocument();
  });
});
