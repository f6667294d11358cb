// The user writes reload nothing (the contract's x-invalidates is empty): each answer is applied to every cached
// user list by the rules of 000 §4 (rules/user-list.ts), which is how the list follows changes.
import type { QueryClient } from '@tanstack/react-query';
import { operationKeyRoot } from '@/api/query';
import type { SelfUser } from '../types';

export function followList(queryClient: QueryClient, change: (list: readonly SelfUser[]) => SelfUser[]) {
  for (const id of ['searchSelfUsers', 'listSelfUsers'] as const) {
    queryClient.setQueriesData<SelfUser[]>({ queryKey: operationKeyRoot(id) }, (list) => list && change(list));
  }
}
