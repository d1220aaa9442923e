// Messages API: GET /api/msg/comment|reply|like|sys|mine?currentPage&limit — one page of a kind. The server marks the
// page read, so every answer refreshes the unread counts at once (the bell drops without waiting for its poll).
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PageResult, SysMessage, UserMessage } from '@verdict/shared';
import { messageKeys } from '@/lib/query-keys';
import { api } from '@/lib/api-client';
import type { MessageKindInfo } from '../lib/kinds';

export type MessagePage = PageResult<UserMessage> | PageResult<SysMessage>;

export const useMessagePage = (info: MessageKindInfo, currentPage: number) => {
  const queryClient = useQueryClient();
  const params = { currentPage, limit: info.pageSize };
  return useQuery({
    queryKey: messageKeys.list(info.kind, params),
    queryFn: async () => {
      const page = await api.get<MessagePage>(`/msg/${info.path}`, params, { silent: true });
      void queryClient.invalidateQueries({ queryKey: messageKeys.unreadCount });
      return page;
    },
    placeholderData: keepPreviousData,
    // Each visit asks again: unread messages come first, so those left unread move to the first page.
    staleTime: 0,
  });
};
