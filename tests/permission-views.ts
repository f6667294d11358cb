// Shared steps of the `<area>.permissions.test.tsx` files: open a screen as a customer holding exactly the
// given permissions (in English, to name the controls), and list the write controls a screen offers.
import { screen } from '@testing-library/react';
import { renderRoute } from './page-harness';

export const openAs = (url: string, permissions: readonly string[]) =>
  renderRoute(url, { permissions, language: 'en' });

/** The buttons whose name is one of `names`: the write controls of a screen, each named once per row. */
export const writeControls = (names: RegExp) => screen.queryAllByRole('button', { name: names });

/** The screen's own heading, once its route has settled. */
export const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
