// Editing and deleting a domain group (001 §2, §7): the calls the specification names, and the session's
// account tree following each change.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readUser } from '@/api/session';
import { renderRoute } from '@tests/page-harness';
import { getRowAction } from '@tests/row-actions';
import { fill } from '@tests/fill';

const titleOf = (identity: string) => readUser()?.treeData.find((node) => node.value === identity)?.title;

async function open() {
  const page = await renderRoute('/page/userAccount', { user: 'customer', language: 'en' });
  const row = within(await screen.findByTestId('group-CDN1024_02'));
  expect(titleOf('CDN1024_02')).toBeDefined();
  return { page, row };
}

describe('a domain group', () => {
  it('is edited: its company name is sent and the session tree takes it', async () => {
    const { page, row } = await open();
    await userEvent.click(await getRowAction(row, 'Edit'));
    const dialog = await screen.findByRole('dialog', { name: 'Edit sub-account CDN1024_02' });
    const company = within(dialog).getByLabelText(/^Company name/);
    expect(company).toHaveValue('星河视频华南');
    await userEvent.clear(company);
    await fill(company, '星河视频华南大区');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(page.sentTo('editDomainGroup')).toHaveLength(1));
    expect(page.sentTo('editDomainGroup')[0]?.body).toMatchObject({
      customer: 'CDN1024',
      identity: 'CDN1024_02',
      companyName: '星河视频华南大区',
    });
    await waitFor(() => expect(titleOf('CDN1024_02')).toBe('星河视频华南大区'));
  });

  it('is deleted after the confirmation: the call names it and the session tree drops it', async () => {
    const { page, row } = await open();
    await userEvent.click(await getRowAction(row, 'Delete'));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(page.sentTo('deleteDomainGroup')).toHaveLength(1));
    expect(page.sentTo('deleteDomainGroup')[0]?.url.searchParams.get('domainGroup')).toBe('CDN1024_02');
    await waitFor(() => expect(titleOf('CDN1024_02')).toBeUndefined());
    expect(readUser()?.account_all.split(',')).not.toContain('CDN1024_02');
  });
});
