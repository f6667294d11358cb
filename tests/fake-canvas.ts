// Test support (installed for every jsdom test by tests/setup-dom.ts, never in the app): jsdom has no canvas 2D
// context, and chart.js refuses to build a chart without one (ResizeObserver is in tests/setup-dom.ts). The fake context
// accepts every drawing call and measures text roughly, enough for chart.js to lay out and keep its state.

function fakeContext(canvas: HTMLCanvasElement): CanvasRenderingContext2D {
  const state: Record<string | symbol, unknown> = {
    canvas,
    measureText: (text: string) => ({ width: String(text).length * 6, actualBoundingBoxAscent: 8 }),
    getLineDash: () => [],
    createLinearGradient: () => ({ addColorStop() {} }),
    createRadialGradient: () => ({ addColorStop() {} }),
    createPattern: () => null,
    getImageData: () => ({ data: new Uint8ClampedArray(4) }),
    isPointInPath: () => false,
  };
  // Any other method (moveTo, fillText…) does nothing; properties (font, fillStyle…) keep what is set.
  const context = new Proxy(state, {
    get: (target, key) => (key in target ? target[key] : () => undefined),
    set: (target, key, value) => {
      target[key] = value;
      return true;
    },
  });
  return context as unknown as CanvasRenderingContext2D;
}

/**
 * Gives every canvas the fake context, for the whole run (set up once in tests/setup-dom.ts): a plain
 * assignment rather than a spy, so no test's restoreAllMocks takes it away from the next one.
 */
export function installFakeCanvas() {
  HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement) {
    return fakeContext(this);
  } as unknown as typeof HTMLCanvasElement.prototype.getContext;
}
