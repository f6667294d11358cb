// What a failed read leaves on a screen, in English: the failure in the result's place, with its message,
// Try again and Copy details (src/components/query/QueryFrame.tsx).
import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';

export async function expectFailureInFrame(message: string | RegExp) {
  const alerts = await screen.findAllByRole('alert');
  const alert = alerts.find((candidate) => within(candidate).queryByText(message));
  expect(alert, `an alert saying ${String(message)}`).toBeDefined();
  expect(within(alert!).getByRole('button', { name: 'Try again' })).toBeEnabled();
  expect(within(alert!).getByRole('button', { name: 'Copy details' })).toBeEnabled();
}
