// Messages API: GET /api/msg/unread — unread counts per kind, polled every 120 s while logged in.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { TIMING, type UnreadMessageCount } from '@verdict/shared';
import { messageKeys } from '@/lib/query-keys';
import { api } from '@/lib/api-client';

export const getUnreadMessageCount = (): Promise<UnreadMessageCount> =>
  api.get<UnreadMessageCount>('/msg/unread', undefined, { silent: true });

export const unreadMessageCountQueryOptions = (enabled: boolean) =>
  queryOptions({
    queryKey: messageKeys.unreadCount,
    queryFn: getUnreadMessageCount,
    enabled,
    refetchInterval: TIMING.unreadPollMs,
    staleTime: TIMING.unreadPollMs,
  });

export const useUnreadMessageCount = (enabled: boolean) => useQuery(unreadMessageCountQueryOptions(enabled));

export const totalUnread = (counts: UnreadMessageCount | undefined): number =>
  counts ? counts.comment + counts.reply + counts.like + counts.sys + counts.mine : 0;
