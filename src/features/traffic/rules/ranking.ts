// The usage ranking (001 §3): each customer's rank is its place by usage (largest amount first, ties sharing
// a rank), whatever column the table is sorted by, so "No. 3" means the same in every order.
import type { SortParam } from '@/lib/search-params';
import type { RankColumn } from '../search';

export interface RankItem {
  custom: string;
  customName?: string | undefined;
  ratio: number;
  amount: number;
}

export type RankedItem<T extends RankItem> = T & { rank: number };

/** Standard competition ranking: 1, 2, 2, 4. */
export function withRanks<T extends RankItem>(items: readonly T[]): RankedItem<T>[] {
  const byAmount = items.toSorted((a, b) => b.amount - a.amount);
  const ranks = new Map<T, number>();
  byAmount.forEach((item, index) => {
    const previous = byAmount[index - 1];
    ranks.set(item, previous && previous.amount === item.amount ? (ranks.get(previous) ?? index + 1) : index + 1);
  });
  return items.map((item) => ({ ...item, rank: ranks.get(item) ?? 0 }));
}

const compare: Record<RankColumn, (a: RankItem, b: RankItem) => number> = {
  custom: (a, b) => a.custom.localeCompare(b.custom),
  ratio: (a, b) => a.ratio - b.ratio,
  amount: (a, b) => a.amount - b.amount,
};

/** The ranked rows in the table's order; equal values keep their rank order. */
export function sortRanking<T extends RankItem>(items: readonly T[], sort: SortParam<RankColumn> | undefined) {
  const ranked = withRanks(items).toSorted((a, b) => a.rank - b.rank);
  if (!sort) return ranked;
  const direction = sort.desc ? -1 : 1;
  return ranked.toSorted((a, b) => direction * compare[sort.id](a, b) || a.rank - b.rank);
}
