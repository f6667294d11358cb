// The certificate list's edit dialog shows both keys read-only (002 §2.2, §3.1), and its Reset clears every
// filter but the scope (002 §2.2).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { exampleData, renderRoute } from '@tests/page-harness';
import { getRowAction } from '@tests/row-actions';

async function openEdit(api = {}) {
  const page = await renderRoute('/page/certificateUpload', {
    mock: 'remembering',
    user: 'customer',
    language: 'en',
    api,
  });
  await userEvent.click(await getRowAction(within(await screen.findByTestId('certificate-1001')), 'Edit'));
  // The dialog's files load on the first open.
  return { page, dialog: await screen.findByRole('dialog', { name: 'Edit certificate' }, { timeout: 5000 }) };
}

describe('the certificate edit dialog', () => {
  it("reads the certificate's details when it opens and shows both keys read-only", async () => {
    const { page, dialog } = await openEdit();
    const details = exampleData('getCertificateDetails') as { publicKey: string; privateKey: string };
    const privateKey = await within(dialog).findByRole('textbox', { name: 'Private key' });
    expect(privateKey).toHaveValue(details.privateKey);
    expect(privateKey).toHaveAttribute('readonly');
    const publicKey = within(dialog).getByRole('textbox', { name: 'Public key (PEM certificate)' });
    expect(publicKey).toHaveValue(details.publicKey);
    expect(publicKey).toHaveAttribute('readonly');
    expect(page.sentTo('getCertificateDetails').map((r) => r.url.pathname)).toContain('/api/certificate/details/1001');
  });

  it('says the server holds the private key when the details carry none', async () => {
    const { dialog } = await openEdit({ getCertificateDetails: 'keyHeldByServer' });
    expect(await within(dialog).findByTestId('private-key-held')).toHaveTextContent('held by the server');
    expect(within(dialog).queryByRole('textbox', { name: 'Private key' })).not.toBeInTheDocument();
    // The public key falls back to the list's row.
    const row = (exampleData('listCertificatesByAccount') as { id: number; publicKey: string }[]).find(
      (c) => c.id === 1001,
    );
    expect(within(dialog).getByRole('textbox', { name: 'Public key (PEM certificate)' })).toHaveValue(row?.publicKey);
  });
});

describe('the certificate filters', () => {
  it('reset every filter and the page, and keep the scope', async () => {
    const page = await renderRoute(
      '/page/certificateUpload?scope=4&name=%E6%98%9F%E6%B2%B3&start=2026-01-01&end=2026-01-31&page=2&sort=afterDate.asc',
      { mock: 'remembering', user: 'customer', language: 'en' },
    );
    await waitFor(() => expect(page.search()).toMatchObject({ scope: 4, name: '星河' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Reset' }, { timeout: 5000 }));
    await waitFor(() => expect(page.search()).toMatchObject({ scope: 4, page: 1 }));
    expect(page.search().name).toBeFalsy();
    expect(page.search().start).toBeFalsy();
    expect(page.search().end).toBeFalsy();
    expect(screen.getByLabelText('Certificate name')).toHaveValue('');
    expect(page.href()).toBe('/page/certificateUpload?scope=4');
  });
});
