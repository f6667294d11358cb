// The certificate list against the remembering mock: an uploaded certificate is in the next list and has its
// own details.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@tests/page-harness';
import { fill } from '@tests/fill';

const fixture = (name: string) =>
  readFileSync(path.resolve(import.meta.dirname, '../../../../tests/fixtures', name), 'utf8');

describe('certificate list, remembered', () => {
  it('an uploaded certificate is listed with the others, and the mock holds it for the account', async () => {
    const page = await renderRoute('/page/certificateUpload', { user: 'customer', mock: 'remembering' });
    await screen.findByTestId('certificate-1001');
    expect(screen.queryByRole('navigation', { name: '分页' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '上传' }));
    // The dialog's files load on the first open.
    const dialog = within(await screen.findByRole('dialog', { name: '上传证书' }, { timeout: 5000 }));
    const typing = userEvent.setup();
    await fill(dialog.getByLabelText(/证书名称/), '上传服务证书2026');
    await fill(dialog.getByLabelText(/公钥/), fixture('xinghe-video.cert.pem'));
    await fill(dialog.getByLabelText(/私钥/), fixture('xinghe-video.key.pem'));
    await typing.click(dialog.getByRole('button', { name: '上传' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const added = page.mock!.items('certificates').find((c) => c.name === '上传服务证书2026');
    expect(added).toMatchObject({ account: 'CDN1024', logicDelete: 0 });
    expect(await screen.findByTestId(`certificate-${String(added!.id)}`)).toHaveTextContent('上传服务证书2026');
    // The account's ten certificates and this one are more than a page.
    expect(screen.getByRole('navigation', { name: '分页' })).toBeInTheDocument();
  });
});
