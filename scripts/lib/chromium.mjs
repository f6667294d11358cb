// Debian's Chromium as the browser tests and the benchmark launch it: headless, with nothing
// of its own reaching the network.

/** The whole browser: what the benchmark measures, as customers run it. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The browser tests' Chromium: Debian's headless shell, the same engine without the whole browser's layers
 * (Playwright's own default for headless tests), so each page costs less of the machine (docs/testing.md).
 */
export const testChromium = {
  path: process.env.TEST_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
  packages: ['chromium-headless-shell'],
  /**
   * V8 without its helper threads (concurrent compiling and garbage collection): two test workers' pages already
   * keep both cores of a CI machine busy, and the helpers only add switching between threads. And without its
   * optimising compilers (`--max-opt=1`: the interpreter and the baseline compiler only): a test's page lives a
   * few seconds, too short for optimised code to pay back its compiling. Not for the benchmark, which measures
   * the browser as customers run it.
   */
  flags: ['--js-flags=--single-threaded --max-opt=1'],
};

export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
