// The bind dialog through the certificate list's route: it asks for the certificate's domains with the fields
// the contract's request names, whatever else the list answered.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { exampleData, renderRoute } from '@tests/page-harness';
import { getRowAction } from '@tests/row-actions';

type Row = Record<string, unknown>;

// The list as a backend that has gained a field answers it.
const listWithNewField = () =>
  Response.json({
    code: '0',
    msg: 'ok',
    data: (exampleData('listCertificatesByAccount') as Row[]).map((row) => ({ ...row, autoRenew: true })),
  });

describe('bind domains dialog', () => {
  it('sends the certificate fields its request names, not a field the list answer gained', async () => {
    const page = await renderRoute('/page/certificateUpload', {
      mock: 'remembering',
      language: 'en',
      api: { listCertificatesByAccount: listWithNewField },
    });
    await userEvent.click(await getRowAction(within(await screen.findByTestId('certificate-1001')), 'Bind domains'));
    expect(await screen.findByRole('dialog', { name: /Bind domains to/ })).toBeInTheDocument();
    await waitFor(() => expect(page.sentTo('matchCertificateDomains')).toHaveLength(1));
    const row = (exampleData('listCertificatesByAccount') as Row[]).find((certificate) => certificate.id === 1001);
    expect(page.sentTo('matchCertificateDomains')[0]?.body).toEqual({ ...row, type: 2 });
  });

  it('closes at once while the bound domains are unchanged, and asks once they changed', async () => {
    await renderRoute('/page/certificateUpload', { mock: 'remembering', language: 'en' });
    const open = async () => {
      await userEvent.click(await getRowAction(within(await screen.findByTestId('certificate-1001')), 'Bind domains'));
      return within(await screen.findByRole('dialog', { name: /Bind domains to/ }));
    };
    let dialog = await open();
    // The dialog's title is drawn at once, its body once the certificate's domains are read.
    await userEvent.click(await dialog.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    dialog = await open();
    const unbound = within(await dialog.findByTestId('unbound-pane'));
    await userEvent.click((await unbound.findAllByRole('checkbox'))[0]!);
    await userEvent.click(dialog.getByRole('button', { name: 'Bind the selected domains' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    const ask = within(await screen.findByRole('alertdialog', { name: 'Leave without saving?' }));
    await userEvent.click(ask.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: /Bind domains to/ })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
