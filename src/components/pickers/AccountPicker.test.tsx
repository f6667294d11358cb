import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@/api/session';
import { renderWithProviders } from '@tests/render';
import { AccountPicker } from './AccountPicker';
import { fill } from '@tests/fill';

const leaf = (value: string, title: string) => ({ value, title, children: [] });

// The contract's login examples (openapi/areas/session.yaml), as the session stores them.
const customer: SessionUser = {
  username: 'xinghe_ops',
  role: 'customer',
  account: 'CDN1024',
  accountName: '星河视频',
  treeData: [leaf('CDN1024_01', '星河视频华东'), leaf('CDN1024_02', '星河视频华南')],
  account_all: 'CDN1024,CDN1024_01,CDN1024_02',
  permissionList: ['portal:domain:operation:*'],
};
const superadmin: SessionUser = {
  username: 'admin',
  role: 'superadmin',
  account: 'CDN0001',
  accountName: '云视加速运营中心',
  treeData: [
    { value: 'CDN1024', title: '星河视频', children: [leaf('CDN1024_01', '星河视频华东')] },
    leaf('CDN2048', '北辰电商'),
  ],
  account_all: 'CDN0001',
  permissionList: ['portal:*'],
};

function Harness(props: { user: SessionUser; initial?: string[]; onChange?: (v: string[]) => void }) {
  const [value, setValue] = useState(props.initial ?? []);
  return (
    <AccountPicker
      user={props.user}
      value={value}
      onChange={(next) => {
        props.onChange?.(next);
        setValue(next);
      }}
    />
  );
}

async function open(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: /^Accounts / }));
  return screen.findByRole('group', { name: 'Accounts' });
}

const checkboxNames = (list: HTMLElement) =>
  within(list)
    .getAllByRole('checkbox')
    .map((box) => box.closest('label')?.textContent);

describe('AccountPicker', () => {
  it.each([
    ['nothing picked', [], 'Accounts All accounts'],
    ['the direct-domain entry, shown translated', ['CDN1024@+@'], 'Accounts Direct domains'],
    ['one sub-account', ['CDN1024_02'], 'Accounts 星河视频华南'],
    ['two accounts', ['CDN1024@+@', 'CDN1024_02'], 'Accounts 2 accounts'],
    ['a value not in the tree (edited URL) is not counted', ['CDN9999'], 'Accounts All accounts'],
  ])('names the choice: %s', async (_name, initial, accessibleName) => {
    await renderWithProviders(<Harness user={customer} initial={initial} />, { language: 'en' });
    expect(screen.getByRole('button', { name: accessibleName })).toBeInTheDocument();
  });

  it("offers a customer the direct domains and the domain groups, and sends the direct entry's value unchanged", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    await renderWithProviders(<Harness user={customer} onChange={onChange} />, { language: 'en' });
    const list = await open(user);
    expect(checkboxNames(list)).toEqual(['Direct domains', '星河视频华东', '星河视频华南']);

    await user.click(within(list).getByRole('checkbox', { name: 'Direct domains' }));
    expect(onChange).toHaveBeenLastCalledWith(['CDN1024@+@']);
    expect(within(list).getByRole('checkbox', { name: 'Direct domains' })).toBeChecked();
  });

  it('ticks a whole group, shows a partly picked group as mixed, and unticks it', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    await renderWithProviders(<Harness user={superadmin} onChange={onChange} />, { language: 'en' });
    const list = await open(user);
    expect(checkboxNames(list)).toEqual(['Direct domains', '星河视频', 'Direct domains', '星河视频华东', '北辰电商']);

    const group = within(list).getByRole('checkbox', { name: '星河视频' });
    await user.click(group);
    expect(onChange).toHaveBeenLastCalledWith(['CDN1024@+@', 'CDN1024_01']);
    expect(group).toBeChecked();

    await user.click(within(list).getByRole('checkbox', { name: '星河视频华东' }));
    expect(onChange).toHaveBeenLastCalledWith(['CDN1024@+@']);
    expect(group).toBePartiallyChecked();

    await user.click(group);
    expect(onChange).toHaveBeenLastCalledWith(['CDN1024@+@', 'CDN1024_01']);
    await user.click(group);
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it('searches titles, the translated direct entry and values, keeping the groups of matches', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<Harness user={superadmin} />, { language: 'en' });
    const list = await open(user);
    const search = screen.getByRole('searchbox', { name: 'Search accounts' });

    await fill(search, '华东');
    expect(checkboxNames(list)).toEqual(['星河视频', '星河视频华东']);

    await user.clear(search);
    await fill(search, 'cdn2048');
    expect(checkboxNames(list)).toEqual(['北辰电商']);

    await user.clear(search);
    await fill(search, 'xyz');
    expect(within(list).getByText('No matching accounts')).toBeInTheDocument();
  });

  it('shows someone without a super role only the accounts of account_all', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<Harness user={{ ...superadmin, role: 'customer', account_all: 'CDN0001,CDN2048' }} />, {
      language: 'en',
    });
    expect(checkboxNames(await open(user))).toEqual(['Direct domains', '北辰电商']);
  });

  it('clears every pick', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    await renderWithProviders(<Harness user={customer} initial={['CDN1024_01']} onChange={onChange} />, {
      language: 'en',
    });
    await open(user);
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(screen.getByRole('button', { name: 'Accounts All accounts' })).toBeInTheDocument();
  });
});
