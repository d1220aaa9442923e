// Discussions API: GET /api/discussion-like?did&toLike (like or take it back) and POST /api/discussion-report
// {did, content} (the reporter is the caller).
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const likeDiscussion = ({ did, toLike }: { did: number; toLike: boolean }): Promise<unknown> =>
  api.get<unknown>('/discussion-like', { did, toLike });

export const useLikeDiscussion = () => useMutation({ mutationFn: likeDiscussion });

export const useReportDiscussion = () =>
  useMutation({ mutationFn: (report: { did: number; content: string }) => api.post<null>('/discussion-report', report) });
