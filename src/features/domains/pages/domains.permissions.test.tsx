// Who sees what of domains: the view permission shows the list and no write control; the operation
// permission adds the writes.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openAs, writeControls } from '@tests/permission-views';

const WRITES = /^(Add domain|Settings|Delete)$/;

describe('domain permissions', () => {
  it('view only: the domains, and no write control', async () => {
    const page = await openAs('/cdn/domain', ['portal:domain:view:*']);
    expect(await screen.findByTestId('domain-50101')).toHaveTextContent('cdn.xinghe-video.com');
    expect(page.sentTo('searchDomains').length).toBeGreaterThan(0);
    expect(writeControls(WRITES)).toEqual([]);
  });

  it('operation: the domains with their write controls', async () => {
    await openAs('/cdn/domain', ['portal:domain:operation:*']);
    await screen.findByTestId('domain-50101');
    expect(writeControls(WRITES).length).toBeGreaterThan(0);
  });
});
