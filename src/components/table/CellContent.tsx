// What a column definition draws in a cell or a header, drawn by calling its function inside this one
// component rather than mounting the function as a component (as TanStack Table's flexRender did). Screens
// build their columns anew on every render, so each render brings new functions: mounted, every new one
// replaced the cell's content, unmounting what it held (a row's More menu, open or about to open, closed
// whenever a poll answered). Called here, the content keeps its place and its state; hooks in a column's
// function run here, in the same order on every render, as in a component.
import type { ReactNode } from 'react';

type Template<C> = string | ((context: C) => ReactNode) | undefined;

export function CellContent<C>({ render, context }: { render: Template<C>; context: C }) {
  return typeof render === 'function' ? render(context) : (render ?? null);
}
