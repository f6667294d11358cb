import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { installFakeCanvas } from './fake-canvas';

// jsdom has no canvas: charts draw on a fake 2D context instead of failing half-way.
installFakeCanvas();

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
