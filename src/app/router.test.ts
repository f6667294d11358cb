import { createMemoryHistory } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { createPortal, startFirstScreen } from './router';

describe('startFirstScreen', () => {
  it("gives the screen's route no pending delay during the first load only, then the router's defaults", async () => {
    const { router } = createPortal({ history: createMemoryHistory({ initialEntries: ['/newlogin'] }) });
    const { routes, load } = startFirstScreen(router, { signedIn: false });
    const screen = routes.at(-1)!;
    expect(screen.id).toBe('/newlogin');
    // The layouts above it keep the defaults throughout: only the screen shows its indicator at once.
    expect(routes.slice(0, -1).map((route) => route.options.pendingMs)).toEqual(
      routes.slice(0, -1).map(() => undefined),
    );
    expect(screen.options).toMatchObject({ pendingMs: 0, pendingMinMs: 0 });
    expect(router.state.status).toBe('pending');

    await load;
    expect(screen.options.pendingMs).toBeUndefined();
    expect(screen.options.pendingMinMs).toBeUndefined();
    expect(router.state.status).toBe('idle');
    expect(router.state.location.pathname).toBe('/newlogin');
  });
});
