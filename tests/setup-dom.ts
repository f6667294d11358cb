import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { installFakeCanvas } from './fake-canvas';
import { loadCipher } from '../src/api/lazy-cipher';
import { loadOperationTable } from '../src/api/operation-table';
import { refuseMissingRecipes } from './chakra-recipes';

// jsdom has no canvas: charts draw on a fake 2D context instead of failing half-way.
installFakeCanvas();

// The portal's Chakra system holds only the recipes it uses; a component asking for one left out would render
// unstyled in the browser, so here it throws.
refuseMissingRecipes();

// The app loads the cipher before anything is encrypted (main.tsx, callApi); tests store users directly. The
// contract's table too: the signed-in layout loads it before a screen asks it (src/api/operation-table.ts), and
// page tests render screens without it.
await Promise.all([loadCipher(), loadOperationTable()]);

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

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});
