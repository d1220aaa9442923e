// Replies API (spec 002 §7): GET /api/reply?commentId (every reply of a comment, for "more replies"),
// POST /api/reply {commentId, content, toUid} and DELETE /api/reply?id.
import { useQuery } from '@tanstack/react-query';
import type { Reply } from '@verdict/shared';
import { commentKeys } from '@/lib/query-keys';
import { api } from '@/lib/api-client';
import { useRefreshingMutation } from './comments';

export const getReplies = (commentId: number, cid?: number): Promise<Reply[]> =>
  api.get<Reply[]>('/reply', { commentId, cid }, { silent: true });

export const useReplies = (commentId: number, cid: number | undefined, enabled: boolean) =>
  useQuery({ queryKey: commentKeys.replies(commentId), queryFn: () => getReplies(commentId, cid), enabled });

export interface ReplyInput {
  commentId: number;
  content: string;
  toUid: string | null;
  cid?: number;
}

export const useAddReply = () => useRefreshingMutation((reply: ReplyInput) => api.post<Reply | null>('/reply', reply));

export const useDeleteReply = () => useRefreshingMutation((id: number) => api.delete<null>('/reply', { id }));
