// The pie (BT) and top (TB) forms of the hit rate and status codes, and the back-to-origin database panels,
// through the analysis routes against the contract's examples: which call each panel asks, what it draws, and
// that a failed call empties only its own panel.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@tests/page-harness';

const asCustomer = { permissions: ['portal:analysis:view:*'], language: 'en' as const };
const DOMAINS = encodeURIComponent(JSON.stringify(['cdn.xinghe-video.com']));

describe('status-code pie and top forms', () => {
  it('online: the pie shows the pie call’s classes and the top form ranks the classes by requests', async () => {
    const page = await renderRoute('/cdn/analysisOn?view=statusCode', asCustomer);
    const pie = await screen.findByRole('table', { name: 'Status class share (pie form)' });
    expect(within(pie).getByText('2xx')).toBeInTheDocument();
    const top = await screen.findByRole('table', { name: 'Status classes ranked (top form)' });
    const names = within(top)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
    expect(names[0]).toBe('2xx');
    expect(page.sentTo('statusCodeBtOnline')[0]?.body).toMatchObject({ timeSelect: 'today' });
    expect(page.sentTo('statusCodeTbOnline')).toHaveLength(1);
  });

  it('a failed pie call shows its message in its panel only', async () => {
    await renderRoute('/cdn/analysisOn?view=statusCode', {
      ...asCustomer,
      api: { statusCodeBtOnline: 'queryTimeout' },
    });
    const panel = await screen.findByTestId('status-code-pie');
    expect(await within(panel).findByRole('alert')).toHaveTextContent('查询超时');
    expect(within(panel).queryByRole('table')).not.toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Status classes ranked (top form)' })).toBeInTheDocument();
  });

  it('a failed top call on the period screen shows its message in its panel only', async () => {
    const page = await renderRoute(`/cdn/analysisOff?view=statusCode&domains=${DOMAINS}`, {
      ...asCustomer,
      api: { statusCodeTbOffline: 'queryTimeout' },
    });
    const panel = await screen.findByTestId('status-code-top');
    expect(await within(panel).findByRole('alert')).toHaveTextContent('查询超时');
    expect(await screen.findByRole('table', { name: 'Status class share (pie form)' })).toBeInTheDocument();
    expect(page.sentTo('statusCodeBtOffline')[0]?.body).toMatchObject({ timeSelect: 'userDefined' });
  });
});

describe('hit-rate pie form', () => {
  it('online: shows the hit and miss percents the pie call sends', async () => {
    const page = await renderRoute('/cdn/analysisOn?view=hitRate', asCustomer);
    const table = await screen.findByRole('table', { name: 'Hit and miss share (pie form)' });
    expect(within(table).getByText('95.29%')).toBeInTheDocument();
    expect(page.sentTo('hitRateBtOnline')).toHaveLength(1);
  });

  it('a failed offline pie call shows its message in its panel only', async () => {
    const page = await renderRoute(`/cdn/analysisOff?view=hitRate&domains=${DOMAINS}`, {
      ...asCustomer,
      api: { hitRateBtOffline: 'queryTimeout' },
    });
    const panel = await screen.findByTestId('hit-rate-pie');
    expect(await within(panel).findByRole('alert')).toHaveTextContent('查询超时');
    expect(await screen.findByRole('table', { name: 'Hit rate by time' })).toBeInTheDocument();
    expect(page.sentTo('hitRateBtOffline')).toHaveLength(1);
  });
});

describe('back-to-origin database panels', () => {
  it('the count view draws the back-to-origin request curve and its share', async () => {
    const page = await renderRoute('/cdn/analysisOn', asCustomer);
    const panel = await screen.findByTestId('db-getSourceRequestDb');
    expect(await within(panel).findByRole('table')).toHaveTextContent('95.29%');
    expect(page.sentTo('getSourceRequestDb')[0]?.body).toMatchObject({ timeSelect: 'today', pullDown: false });
  });

  it('a failed back-to-origin status call empties only its panel', async () => {
    const page = await renderRoute('/cdn/analysisOn?view=statusCode', {
      ...asCustomer,
      api: { getSourceStatusCodeDb: 'queryTimeout' },
    });
    const panel = await screen.findByTestId('db-getSourceStatusCodeDb');
    expect(await within(panel).findByRole('alert')).toHaveTextContent('查询超时');
    expect(within(panel).queryByRole('table')).not.toBeInTheDocument();
    expect(await within(await screen.findByTestId('db-getStatusCodeDb')).findByRole('table')).toBeInTheDocument();
    expect(page.sentTo('getSourceStatusCodeDb')).toHaveLength(1);
  });

  it('the status view draws the back-to-origin status classes', async () => {
    await renderRoute('/cdn/analysisOn?view=statusCode', asCustomer);
    const panel = await screen.findByTestId('db-getSourceStatusCodeDb');
    expect(await within(panel).findByRole('table')).toHaveTextContent('5xx');
  });
});
