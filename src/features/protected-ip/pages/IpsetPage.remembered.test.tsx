// The IP protection list against the remembering mock: what a write changes is what the next list shows.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@tests/page-harness';
import { getRowAction } from '@tests/row-actions';

const asOperator = { permissions: ['portal:ipP:operation:*'], mock: 'remembering' } as const;

describe('IP protection list, remembered', () => {
  it('a deleted entry is gone from the list and from the mock', async () => {
    const page = await renderRoute('/ipP/ipset', asOperator);
    const disabled = within(await screen.findByTestId('entry-10251'));
    await userEvent.click(await getRowAction(disabled, '删除'));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(screen.queryByTestId('entry-10251')).not.toBeInTheDocument());
    expect(screen.getByTestId('entry-10231')).toBeInTheDocument();
    expect(page.mock!.items('protectedIps').map((entry) => entry.id)).not.toContain(10251);
  });
});
