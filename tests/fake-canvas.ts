// Test support (imported by chart and page tests, never by the app): jsdom has no canvas 2D
// context, and chart.js refuses to build a chart without one (ResizeObserver is in tests/setup-dom.ts). The fake context
// accepts every drawing call and measures text roughly, enough for chart.js to lay out and keep its state.
import { vi } from 'vitest';

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

export function installFakeCanvas() {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: HTMLCanvasElement) {
    return fakeContext(this) as never;
  });
}
