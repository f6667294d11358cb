// The add wizard's option lists (002 §3.3: scope cn / abroad / all, back protocol match / http / https) and its
// advanced step: response headers and the referer, IP and User-Agent lists (002 §2.3, §3.3) reach the add call.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@tests/page-harness';
import { fill } from '@tests/fill';

const next = () => userEvent.click(screen.getByRole('button', { name: 'Next' }));
const optionsOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => [(option as HTMLOptionElement).value, option.textContent]);

async function toOriginStep() {
  const page = await renderRoute('/cdn/domain', { language: 'en' });
  await screen.findByTestId('domain-50101');
  await userEvent.click(screen.getByRole('button', { name: 'Add domain' }));
  const dialog = await screen.findByRole('dialog');
  await fill(within(dialog).getByRole('textbox', { name: /Domain name/ }), 'up.xinghe-video.com');
  await fill(screen.getByRole('textbox', { name: /ICP number/ }), '沪ICP备18023456号-2');
  return { page, dialog };
}

describe('the add wizard', () => {
  it('offers the scopes and back protocols of the specification, in the customer language', async () => {
    const { dialog } = await toOriginStep();
    expect(optionsOf(within(dialog).getByRole('combobox', { name: 'Scope' }))).toEqual([
      ['cn', 'Mainland China'],
      ['abroad', 'Outside mainland China'],
      ['all', 'Global'],
    ]);
    await next();
    expect(optionsOf(await screen.findByRole('combobox', { name: 'Back protocol' }))).toEqual([
      ['match', 'Match client'],
      ['http', 'HTTP'],
      ['https', 'HTTPS'],
    ]);
  });

  it('sends the response headers and the referer, IP and User-Agent lists of the advanced step', async () => {
    const { page } = await toOriginStep();
    await next();
    await fill(await screen.findByRole('textbox', { name: 'Origin 1 address' }), '101.132.45.18');
    await fill(screen.getByRole('textbox', { name: /Back host/ }), 'up.xinghe-video.com');
    await fill(screen.getByRole('textbox', { name: /Test URL/ }), '/healthz.txt');
    await next();
    await screen.findByRole('textbox', { name: 'Rule 1 path' });
    await next();
    await userEvent.click(await screen.findByRole('button', { name: 'Add header' }));
    await fill(screen.getByRole('textbox', { name: 'Header name' }), 'X-Cache-Policy');
    await fill(screen.getByRole('textbox', { name: 'Header value' }), ' edge ');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Referer list mode' }), 'white');
    await fill(screen.getByRole('textbox', { name: 'Referer list' }), 'a.example.com\nb.example.com');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'IP list mode' }), 'black');
    await fill(screen.getByRole('textbox', { name: 'IP list' }), '1.2.3.4');
    // A list whose mode is Off is sent empty, whatever its text says.
    await fill(screen.getByRole('textbox', { name: 'User-Agent list' }), 'curl');
    await next();
    await userEvent.click(await screen.findByRole('button', { name: 'Add' }));
    await waitFor(() => expect(page.sentTo('addDomain')).toHaveLength(1));
    expect(page.sentTo('addDomain')[0]?.body).toMatchObject({
      headers: [{ name: 'X-Cache-Policy', value: 'edge' }],
      refererType: 'white',
      refererList: ['a.example.com', 'b.example.com'],
      ipType: 'black',
      ipList: ['1.2.3.4'],
      uaType: 'none',
      uaList: [],
    });
  });
});
