// A part loaded apart whose code is gone with a release: the part gives way to the notice, and the portal reloads
// at the address shown, once; with something typed in a form, or soon after its own reload, it only offers it.
import { CatchBoundary } from '@tanstack/react-router';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense, useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { LAST_RELOAD_KEY } from '@/lib/reload-once';
import { renderWithProviders } from '@tests/render';
import { useSchemaForm } from '../form/use-schema-form';
import { StaleCodeBoundary } from './StaleCodeBoundary';
import { fill } from '@tests/fill';

const HREF = 'https://portal.example.com/page/certificateUpload?name=%22video%22';
const assign = vi.fn();

beforeEach(() => {
  sessionStorage.clear();
  assign.mockReset();
  vi.stubGlobal('location', { href: HREF, assign });
});

/** A part whose file answers 404, as Chromium reports it. */
const gonePart = () =>
  lazy(() =>
    Promise.reject(
      new TypeError('Failed to fetch dynamically imported module: https://portal.example.com/assets/x.js'),
    ),
  );

function Part({ Gone }: { Gone: ReturnType<typeof gonePart> }) {
  return (
    <StaleCodeBoundary>
      <Suspense>
        <Gone />
      </Suspense>
    </StaleCodeBoundary>
  );
}

const schema = z.object({ name: z.string() });

/** A form around the part, as the alert rule form holds its backtest chart. */
function FormAround({ Gone }: { Gone: ReturnType<typeof gonePart> }) {
  const form = useSchemaForm(schema, { name: '' });
  const [open, setOpen] = useState(false);
  return (
    <form>
      <label>
        Name <input {...form.register('name')} />
      </label>
      <button type="button" onClick={() => setOpen(true)}>
        Backtest
      </button>
      {open && <Part Gone={Gone} />}
    </form>
  );
}

describe('a part whose code is gone with a release', () => {
  it('gives way to the notice and reloads once at the address shown, its search kept', async () => {
    await renderWithProviders(<Part Gone={gonePart()} />, { language: 'en' });
    expect(await screen.findByText('A new version of the portal is available')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeEnabled();
    // The reload is the notice's effect, which runs after the notice is drawn.
    await waitFor(() => expect(assign).toHaveBeenCalledExactlyOnceWith(HREF));
    expect(JSON.parse(sessionStorage.getItem(LAST_RELOAD_KEY)!)).toMatchObject({ href: HREF });
  });

  it('only offers the reload soon after the last one, in the customer’s language', async () => {
    sessionStorage.setItem(LAST_RELOAD_KEY, JSON.stringify({ at: Date.now() - 5_000, href: HREF }));
    const user = userEvent.setup();
    await renderWithProviders(<Part Gone={gonePart()} />, { language: 'zh' });
    expect(await screen.findByText('门户已发布新版本')).toBeVisible();
    expect(assign).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: '重新加载' }));
    expect(assign).toHaveBeenCalledExactlyOnceWith(HREF);
  });

  it('only offers the reload while a form holds something typed, which stays', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<FormAround Gone={gonePart()} />, { language: 'en' });
    await fill(screen.getByLabelText('Name'), 'Origin down');
    await user.click(screen.getByRole('button', { name: 'Backtest' }));
    expect(await screen.findByText('A new version of the portal is available')).toBeVisible();
    expect(assign).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Name')).toHaveValue('Origin down');
  });

  it('leaves any other error to the route', async () => {
    const Broken = lazy(() => Promise.reject(new Error('request return data error')));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderWithProviders(
      <CatchBoundary getResetKey={() => 0} errorComponent={({ error }) => <p>The route says: {String(error)}</p>}>
        <Part Gone={Broken} />
      </CatchBoundary>,
      { language: 'en' },
    );
    expect(await screen.findByText('The route says: Error: request return data error')).toBeVisible();
    expect(screen.queryByText('A new version of the portal is available')).toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });
});
