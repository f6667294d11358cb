// Who sees what of cloud hosts: the view permission shows the hosts and no rename; the operation permission
// offers it.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openAs, writeControls } from '@tests/permission-views';

const WRITES = /^Rename/;

describe('cloud host permissions', () => {
  it('view only: the hosts, and no write control', async () => {
    const page = await openAs('/cdn/cloudHostList', ['portal:cloud:view:*']);
    expect(await screen.findByTestId('host-1002')).toBeInTheDocument();
    expect(page.sentTo('listHostDetails').length).toBeGreaterThan(0);
    expect(writeControls(WRITES)).toEqual([]);
  });

  it('operation: the hosts with their rename', async () => {
    await openAs('/cdn/cloudHostList', ['portal:cloud:operation:*']);
    await screen.findByTestId('host-1002');
    expect(writeControls(WRITES).length).toBeGreaterThan(0);
  });
});
