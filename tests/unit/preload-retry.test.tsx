// A read may be retried once. For one hover (the router preloads the route) and the click that follows, a
// failing read is requested twice in all: the preload tries once, the click makes the retry
// (src/api/preload-reads.ts).
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OperationId } from '@/api/generated/operations';
import { renderRoute } from '../page-harness';

// A customer holding two screens of the page area, users and certificates (the harness's default customer
// holds no users).
const asCustomer = { permissions: ['portal:user:operation:*', 'portal:certificate:view:*'] };

// Longer than the first retry's delay (1 s): a retry that was going to happen has happened.
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 1500)));

async function openUsers() {
  const failing: OperationId = 'listCertificatesByAccount';
  const page = await renderRoute('/page/user', { ...asCustomer, language: 'en', api: { [failing]: 'http503' } });
  await screen.findByRole('heading', { level: 1, name: 'Users' });
  return {
    page,
    requests: () => page.sentTo(failing).length,
    link: () => screen.getByRole('link', { name: 'Certificates' }),
  };
}

describe('a read that fails with a 5xx', () => {
  it('is requested once for a hover', async () => {
    const { requests, link } = await openUsers();
    await userEvent.hover(link());
    await waitFor(() => expect(requests()).toBe(1));
    await settle();
    expect(requests()).toBe(1);
  });

  it('is requested twice for a hover and the click that follows once the preload has failed', async () => {
    const { requests, link } = await openUsers();
    await userEvent.hover(link());
    await settle();
    await userEvent.click(link());
    // The list and the certificates at risk read the same answer: each shows its failure.
    await screen.findAllByRole('alert');
    await settle();
    expect(requests()).toBe(2);
  });

  it('is requested twice for a click without a hover first (one retry)', async () => {
    const { page, requests } = await openUsers();
    await act(() => page.router.navigate({ to: '/page/certificateUpload' }));
    // The list and the certificates at risk read the same answer: each shows its failure.
    await screen.findAllByRole('alert');
    await settle();
    expect(requests()).toBe(2);
  });
});
