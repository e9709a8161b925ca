import { act } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { memberIdsKey, type IdSet } from '@/services/common/member-ids';

/** One of the member's sets of ids as its query holds it (member 7, makeMe's, unless told). */
export const memberIds = (queryClient: QueryClient, set: IdSet, userId = 7) => queryClient.getQueryData<number[]>(memberIdsKey(userId, set));

/** Puts a set in its query, as the member sync does after a log-in. */
export const setMemberIds = (queryClient: QueryClient, set: IdSet, ids: number[], userId = 7) =>
  act(async () => void queryClient.setQueryData(memberIdsKey(userId, set), ids));

/** Sets as this browser saved them, read at once after a reload. */
export const saveMemberIds = (sets: Partial<Record<IdSet, number[]>>, userId = 7) => localStorage.setItem('member_ids', JSON.stringify({ userId, sets }));
