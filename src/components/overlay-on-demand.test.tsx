// An overlay loaded on demand: its trigger alone until it is wanted, its code requested on intent, and opened
// by the press that wanted it, whether the code was already there or arrives later, or fails once.
import { Button, Portal } from '@chakra-ui/react';
import { Menu } from '@/components/ui/overlays';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { unhandledAfterTeardown } from '@tests/after-teardown';
import { renderWithProviders } from '@tests/render';
import { overlayOnDemand, type OnDemandOverlayProps } from './overlay-on-demand';

function VersionMenu({ trigger, defaultOpen }: OnDemandOverlayProps) {
  return (
    <Menu.Root defaultOpen={defaultOpen}>
      <Menu.Trigger asChild>{trigger}</Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.Item value="version">Version 4.2.4</Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

function onDemand(load = vi.fn(() => Promise.resolve(VersionMenu))) {
  const About = overlayOnDemand(load, 'menu');
  return { load, About: () => <About trigger={<Button>About</Button>} /> };
}

describe('an overlay loaded on demand', () => {
  it('draws its trigger alone, announced as a collapsed menu button, without loading anything', async () => {
    const { load, About } = onDemand();
    await renderWithProviders(<About />);
    const trigger = screen.getByRole('button', { name: 'About' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(load).not.toHaveBeenCalled();
  });

  it('loads its code once when pointed at or focused, and opens on the press that follows', async () => {
    const { load, About } = onDemand();
    await renderWithProviders(<About />);
    await userEvent.hover(screen.getByRole('button', { name: 'About' }));
    screen.getByRole('button', { name: 'About' }).focus();
    expect(load).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'About' }));
    expect(await screen.findByRole('menuitem', { name: 'Version 4.2.4' })).toBeVisible();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('opens from the keyboard: Enter, or an arrow key on a menu button, with the focus in the menu', async () => {
    const { About } = onDemand();
    await renderWithProviders(<About />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    // Mounted now: the overlay's own trigger, focused again, opens it as any menu button.
    expect(screen.getByRole('button', { name: 'About' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('menu')).toBeVisible();
  });

  it('opens a second trigger at once once the code is there', async () => {
    const load = vi.fn(() => Promise.resolve(VersionMenu));
    const About = overlayOnDemand(load, 'menu');
    await renderWithProviders(
      <>
        <About trigger={<Button>First</Button>} />
        <About trigger={<Button>Second</Button>} />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'First' }));
    await screen.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Second' }));
    expect(await screen.findByRole('menu')).toBeVisible();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('sets nothing when its code arrives after the trigger has left the page', async () => {
    let arrive = (_component: typeof VersionMenu) => {};
    const load = vi.fn(() => new Promise<typeof VersionMenu>((resolve) => (arrive = resolve)));
    const { About } = onDemand(load);
    const view = await renderWithProviders(<About />);
    fireEvent.click(screen.getByRole('button', { name: 'About' }));
    expect(load).toHaveBeenCalledTimes(1);
    view.unmount();
    const unhandled = await unhandledAfterTeardown(async () => arrive(VersionMenu));
    expect(unhandled).toEqual([]);
  });

  it('stays a trigger when its code fails to arrive, and asks again at the next press', async () => {
    const load = vi
      .fn<() => Promise<typeof VersionMenu>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue(VersionMenu);
    const { About } = onDemand(load);
    await renderWithProviders(<About />);
    // A press without a pointer first (a hover would already have asked once).
    fireEvent.click(screen.getByRole('button', { name: 'About' }));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(screen.getByRole('button', { name: 'About' })).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(screen.getByRole('button', { name: 'About' }));
    expect(await screen.findByRole('menu')).toBeVisible();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
