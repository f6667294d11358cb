import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@tests/render';
import { ProviderPicker } from './ProviderPicker';
import { fill } from '@tests/fill';

const OPTIONS = [
  { code: 'ali', name: '阿里云' },
  { code: 'tencent', name: '腾讯云' },
  { code: 'wangsu', name: '网宿' },
];

function Harness({ initial = [], onChange }: { initial?: string[]; onChange?: (codes: string[]) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <ProviderPicker
      options={OPTIONS}
      value={value}
      onChange={(next) => {
        onChange?.(next);
        setValue(next);
      }}
    />
  );
}

const open = async () => {
  await userEvent.click(screen.getByRole('button', { name: /Providers/ }));
  return screen.findByRole('group', { name: 'Providers' });
};

describe('ProviderPicker', () => {
  it.each([
    ['nothing picked', [], 'Providers All providers'],
    ['one picked shows its name', ['tencent'], 'Providers 腾讯云'],
    ['several picked are counted', ['ali', 'wangsu'], 'Providers 2 providers'],
  ])('names the choice: %s', async (_name, initial, label) => {
    await renderWithProviders(<Harness initial={initial} />, { language: 'en' });
    expect(screen.getByRole('button', { name: label })).toBeInTheDocument();
  });

  it('shows names and sends codes', async () => {
    const onChange = vi.fn();
    await renderWithProviders(<Harness onChange={onChange} />, { language: 'en' });
    await open();
    await userEvent.click(screen.getByRole('checkbox', { name: '网宿' }));
    expect(onChange).toHaveBeenLastCalledWith(['wangsu']);
    await userEvent.click(screen.getByRole('checkbox', { name: '网宿' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it('searches by name or code', async () => {
    await renderWithProviders(<Harness />, { language: 'en' });
    await open();
    await fill(screen.getByRole('searchbox', { name: 'Search providers' }), 'tenc');
    expect(screen.getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual(['腾讯云']);
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search providers' }));
    await fill(screen.getByRole('searchbox', { name: 'Search providers' }), 'zzz');
    expect(screen.getByText('No matching providers')).toBeInTheDocument();
  });

  it('keeps a picked code the options no longer list, so it can be unticked', async () => {
    const onChange = vi.fn();
    await renderWithProviders(<Harness initial={['ksyun']} onChange={onChange} />, { language: 'en' });
    await open();
    const stale = screen.getByRole('checkbox', { name: 'ksyun' });
    expect(stale).toBeChecked();
    await userEvent.click(stale);
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it('clears the choice', async () => {
    const onChange = vi.fn();
    await renderWithProviders(<Harness initial={['ali', 'tencent']} onChange={onChange} />, { language: 'en' });
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });
});
