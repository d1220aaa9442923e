// Tag admin API: DELETE /api/admin/tag?tid= — deletes a tag (problems lose it).
import { api } from '@/lib/api-client';

export const deleteTag = (tid: number): Promise<null> => api.delete<null>('/admin/tag', { tid });
