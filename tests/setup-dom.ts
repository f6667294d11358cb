import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';
import { installFakeCanvas } from './fake-canvas';
import { loadOperationTable } from '../src/api/operation-table';
import { removeToasts } from '../src/components/ui/toaster';
import { refuseMissingRecipes } from './chakra-recipes';
import { resetPage } from './page-reset';
import { takeRefusedBody } from './request-schema';

// jsdom has no canvas: charts draw on a fake 2D context instead of failing half-way.
installFakeCanvas();

// The portal's Chakra system holds only the recipes it uses; a component asking for one left out would render
// unstyled in the browser, so here it throws.
refuseMissingRecipes();

// The contract's table: the signed-in layout loads it before a screen asks it (src/api/operation-table.ts), and
// page tests render screens without it.
await loadOperationTable();

// Page tests render whole routes; on a loaded two-core machine a screen can take more than the default second
// to settle (two round trips and a chart). Waiting longer costs nothing when it is fast.
configure({ asyncUtilTimeout: 10_000 });

// jsdom has no ResizeObserver; Chakra's popovers and chart.js ask for one. Nothing here is laid out, so
// there is never anything to report.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// The page files share their modules and their page (vitest.config.ts: the unit project does not isolate files),
// so what one test leaves is put back here, where every file registers it: a module's own hooks would run for
// the first file that imports it only.
afterEach(() => {
  cleanup();
  // Toasts are global: one test's must not queue ahead of the next one's.
  removeToasts();
  sessionStorage.clear();
  const refused = takeRefusedBody();
  if (refused) throw refused;
});

// A file starts as a fresh page would: no stub, fake clock, job, stored value or cookie left by the file before.
afterAll(resetPage);
