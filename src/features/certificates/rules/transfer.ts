// The two-pane transfer list of the bind dialog: move chosen domains between "not bound" and "bound".
export interface TransferState {
  available: string[];
  chosen: string[];
}

const sorted = (items: Iterable<string>) => [...new Set(items)].sort((a, b) => a.localeCompare(b));

export function moveToChosen(state: TransferState, items: readonly string[]): TransferState {
  const moving = new Set(items.filter((item) => state.available.includes(item)));
  return { available: state.available.filter((i) => !moving.has(i)), chosen: sorted([...state.chosen, ...moving]) };
}

export function moveToAvailable(state: TransferState, items: readonly string[]): TransferState {
  const moving = new Set(items.filter((item) => state.chosen.includes(item)));
  return { chosen: state.chosen.filter((i) => !moving.has(i)), available: sorted([...state.available, ...moving]) };
}

export const filterDomains = (items: readonly string[], query: string) => {
  const q = query.trim().toLowerCase();
  return q ? items.filter((item) => item.toLowerCase().includes(q)) : [...items];
};
