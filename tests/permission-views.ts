// Shared steps of the permission tests (tests/unit/screens-permissions.test.tsx): open a screen as a customer
// holding exactly the given permissions (in English, to name the controls), and list its write controls.
import { screen } from '@testing-library/react';
import { renderRoute } from './page-harness';

export const openAs = (url: string, permissions: readonly string[]) =>
  renderRoute(url, { permissions, language: 'en' });

/** The buttons whose name is one of `names`: the write controls of a screen, each named once per row. */
export const writeControls = (names: RegExp) => screen.queryAllByRole('button', { name: names });

/** The screen's own heading, once its route has settled. */
export const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
