// Messages API: DELETE /api/msg/clean?type=&id= — one message, or every message of a kind without id.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageType } from '@verdict/shared';
import { messageKeys } from '@/lib/query-keys';
import { api } from '@/lib/api-client';

export const useCleanMessages = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ type, id }: { type: MessageType; id?: number }) =>
      api.delete<null>('/msg/clean', id === undefined ? { type } : { type, id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.all }),
  });
};
