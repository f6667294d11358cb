// Who sees what of users and sub-accounts: the view permission shows the list and no write control; the
// operation permission adds the writes.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openAs, writeControls } from '@tests/permission-views';

const WRITES = /^(New user|Add|Edit|Delete|Enable|Disable|Change password)$/;

describe('user permissions', () => {
  it.each([
    ['/page/user', 'portal:user', 'user-10238'],
    ['/page/userAccount', 'portal:account', 'group-CDN1024_01'],
  ])('view only: %s shows its list and no write control', async (url, module, row) => {
    await openAs(url, [`${module}:view:*`]);
    expect(await screen.findByTestId(row)).toBeInTheDocument();
    expect(writeControls(WRITES)).toEqual([]);
  });

  it.each([
    ['/page/user', 'portal:user', 'user-10238'],
    ['/page/userAccount', 'portal:account', 'group-CDN1024_01'],
  ])('operation: %s offers its write controls', async (url, module, row) => {
    await openAs(url, [`${module}:operation:*`]);
    await screen.findByTestId(row);
    expect(writeControls(WRITES).length).toBeGreaterThan(0);
  });
});
