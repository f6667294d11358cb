// The traffic screens are read-only: each opens with its own view permission, with its reads and no write
// control, and not with another's.
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OperationId } from '@/api/generated/operations';
import { heading, openAs } from '@tests/permission-views';

describe('traffic permissions', () => {
  it.each([
    ['/cdn/newserviceinfo', 'serviceinfo', 'Service info', 'getServiceInfoTraffic'],
    ['/cdn/linesinfo', 'linesinfo', 'Lines info', 'getLineStaticData'],
    ['/cdn/customRank', 'customRank', 'Usage ranking', 'getCustomRank'],
  ] as const)('view only: %s opens with its reads', async (url, module, title, read: OperationId) => {
    const page = await openAs(url, [`portal:${module}:view:*`]);
    expect(await heading(title)).toBeInTheDocument();
    await waitFor(() => expect(page.sentTo(read).length).toBeGreaterThan(0));
    expect(page.router.state.location.pathname).toBe(url);
  });

  it('one traffic view does not open another', async () => {
    const page = await openAs('/cdn/customRank', ['portal:serviceinfo:view:*']);
    await waitFor(() => expect(page.router.state.location.pathname).toBe('/cdn/newserviceinfo'));
    expect(page.sentTo('getCustomRank')).toEqual([]);
  });
});
