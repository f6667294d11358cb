import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@tests/render';
import { DomainPicker, SHOWN_LIMIT } from './DomainPicker';
import { fill } from '@tests/fill';

const MANY = Array.from({ length: 5000 }, (_, i) => `cdn${i}.xinghe-video.com`);

/** The picker under its own state, as a screen holds it in the URL; every change is recorded. */
function Harness(props: {
  options: string[];
  initial?: string[];
  emptyLabel?: string;
  onChange?: (v: string[]) => void;
}) {
  const [value, setValue] = useState(props.initial ?? []);
  return (
    <DomainPicker
      options={props.options}
      value={value}
      emptyLabel={props.emptyLabel}
      onChange={(next) => {
        props.onChange?.(next);
        setValue(next);
      }}
    />
  );
}

/** Puts text into the search box in one go (one redraw of the list rather than one per letter). */
const search = (text: string) => fill(screen.getByRole('searchbox', { name: 'Search domains' }), text);

async function open(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: /Domain names/ }));
  return screen.findByRole('group', { name: 'Domain names' });
}

describe('DomainPicker', () => {
  it.each([
    ['nothing picked', [], undefined, 'Domain names All domains'],
    ['nothing picked where a domain is required', [], 'Choose domains', 'Domain names Choose domains'],
    ['one domain', ['a.xinghe-video.com'], undefined, 'Domain names a.xinghe-video.com'],
    ['several domains', ['a.xinghe-video.com', 'b.xinghe-video.com'], undefined, 'Domain names 2 domains'],
  ])('names the choice: %s', async (_name, initial, emptyLabel, accessibleName) => {
    await renderWithProviders(<Harness options={MANY} initial={initial} emptyLabel={emptyLabel} />, { language: 'en' });
    expect(screen.getByRole('button', { name: accessibleName })).toBeInTheDocument();
  });

  // The two tests below draw 200 rows more than once: jsdom is slow at that on a busy machine.
  it('draws at most the first matches of thousands and asks for a narrower search', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<Harness options={MANY} />, { language: 'en' });
    const list = await open(user);
    expect(within(list).getAllByRole('checkbox')).toHaveLength(SHOWN_LIMIT);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Showing 200 of 5000 matches. Refine your search to see the rest.',
    );

    await search('CDN499');
    // cdn499 and cdn4990…cdn4999
    expect(await within(list).findAllByRole('checkbox')).toHaveLength(11);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('picks and unpicks one domain', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    await renderWithProviders(<Harness options={MANY.slice(0, 3)} onChange={onChange} />, { language: 'en' });
    const list = await open(user);
    await user.click(within(list).getByRole('checkbox', { name: 'cdn1.xinghe-video.com' }));
    expect(onChange).toHaveBeenLastCalledWith(['cdn1.xinghe-video.com']);
    expect(within(list).getByRole('checkbox', { name: 'cdn1.xinghe-video.com' })).toBeChecked();
    await user.click(within(list).getByRole('checkbox', { name: 'cdn1.xinghe-video.com' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it('selects all shown matches, keeps earlier picks, and clears everything', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const options = MANY.slice(0, 1300);
    await renderWithProviders(<Harness options={options} initial={['cdn7.xinghe-video.com']} onChange={onChange} />, {
      language: 'en',
    });
    await open(user);
    await search('cdn123');
    await screen.findByRole('checkbox', { name: 'cdn1239.xinghe-video.com' });
    await user.click(screen.getByRole('button', { name: 'Select all shown' }));
    expect(onChange).toHaveBeenLastCalledWith([
      'cdn7.xinghe-video.com',
      'cdn123.xinghe-video.com',
      ...Array.from({ length: 10 }, (_, i) => `cdn123${i}.xinghe-video.com`),
    ]);
    expect(screen.getByRole('button', { name: 'Domain names 12 domains' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(screen.getByRole('button', { name: 'Clear' })).toBeDisabled();
  });

  it('says when nothing matches', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<Harness options={MANY.slice(0, 3)} />, { language: 'en' });
    await open(user);
    await search('nothing-like-this');
    expect(await screen.findByText('No matching domains')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Select all shown' })).toBeDisabled();
  });
});
