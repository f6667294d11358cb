// Who sees what of certificates: the view permission shows the list and no write control; one action item
// (002 §6: upload, download, edit, bind, del) offers that action and no other.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openAs, writeControls } from '@tests/permission-views';

const WRITES = /^(Upload|Edit|Delete|Bind domains|Clear)$/;

describe('certificate permissions', () => {
  it('view only: the certificates, and no write control', async () => {
    const page = await openAs('/page/certificateUpload', ['portal:certificate:view:*']);
    const row = within(await screen.findByTestId('certificate-1001'));
    expect(page.sentTo('listCertificatesByAccount').length).toBeGreaterThan(0);
    expect(writeControls(WRITES)).toEqual([]);
    expect(row.queryByRole('button', { name: 'Download' })).toBeNull();
  });

  it('operation: the certificates with their write controls', async () => {
    await openAs('/page/certificateUpload', ['portal:certificate:operation:*']);
    await screen.findByTestId('certificate-1001');
    expect(writeControls(WRITES).length).toBeGreaterThan(0);
  });

  it('the download item: the list with its download, and no other action', async () => {
    await openAs('/page/certificateUpload', ['portal:certificate:operation:download']);
    const row = within(await screen.findByTestId('certificate-1001'));
    expect(row.getByRole('button', { name: 'Download' })).toBeInTheDocument();
    expect(writeControls(WRITES)).toEqual([]);
  });
});
