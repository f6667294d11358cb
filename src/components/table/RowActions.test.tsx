import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@tests/render';
import { RowActions, type RowAction } from './RowActions';

function domainActions(run: (label: string) => void): RowAction[] {
  return ['Settings', 'History', 'Scheduling', 'Delete'].map((label) => ({
    label,
    run: () => run(label),
    ...(label === 'Scheduling' ? { unavailable: 'Stopped domains have no scheduling' } : {}),
  }));
}

describe('RowActions', () => {
  it('shows the operations that fit as buttons and the rest in a More menu that runs them', async () => {
    const run = vi.fn();
    await renderWithProviders(<RowActions actions={domainActions(run)} />, { language: 'en' });
    expect(screen.getByRole('button', { name: 'Settings' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'History' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'More' }));
    const menu = await screen.findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Delete' }));
    // The operation runs once the menu has closed (a dialog it opens would otherwise close with the menu).
    await waitFor(() => expect(run).toHaveBeenCalledWith('Delete'));
  });

  it('reaches the More menu by keyboard and says why an operation is unavailable', async () => {
    const run = vi.fn();
    await renderWithProviders(<RowActions actions={domainActions(run)} />, { language: 'en' });
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'More' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const scheduling = await screen.findByRole('menuitem', { name: 'Scheduling' });
    expect(scheduling).toHaveAttribute('aria-disabled', 'true');
    expect(scheduling).toHaveAccessibleDescription('Stopped domains have no scheduling');
    await userEvent.click(scheduling);
    expect(run).not.toHaveBeenCalled();
  });

  it('names the More button in Chinese', async () => {
    await renderWithProviders(<RowActions actions={domainActions(vi.fn())} />);
    expect(screen.getByRole('button', { name: '更多' })).toBeVisible();
  });

  it('keeps short operation lists as plain buttons, without a menu', async () => {
    const run = vi.fn();
    await renderWithProviders(
      <RowActions
        actions={[
          { label: 'Edit', run: () => run('Edit') },
          { label: 'Delete', run: () => run('Delete') },
        ]}
      />,
    );
    expect(screen.queryByRole('button', { name: '更多' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(run).toHaveBeenCalledWith('Delete');
  });
});
