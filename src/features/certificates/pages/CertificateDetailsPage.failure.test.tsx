// A failed read of a certificate's details keeps the screen's heading and the way back to the list, with the
// server's message and Try again where the details would be.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectFailureInFrame } from '@tests/failure-frame';
import { renderRoute } from '@tests/page-harness';

describe('certificate details when their read fails', () => {
  it('keeps the heading and Back to the list around the failure', async () => {
    const page = await renderRoute('/page/certificateDetails?id=1001&page=2', {
      mock: 'remembering',
      user: 'superadmin',
      language: 'en',
      api: { getCertificateDetails: 'notFound' },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Certificate details' })).toBeInTheDocument();
    await expectFailureInFrame('证书不存在');
    expect(screen.queryByText('Serial number')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to the list' }));
    expect(page.href()).toBe('/page/certificateUpload?page=2');
  });

  it("shows the certificate's name as the heading once its details have arrived", async () => {
    await renderRoute('/page/certificateDetails?id=1001', { mock: 'remembering', user: 'superadmin', language: 'en' });
    expect(await screen.findByText('Serial number')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveTextContent('Certificate details');
  });
});
