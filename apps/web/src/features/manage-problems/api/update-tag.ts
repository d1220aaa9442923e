// Tag admin API: PUT /api/admin/tag {id, name, color, oj, classificationId} — edits a tag.
import type { TagAdmin, TagSave } from '@verdict/shared';
import { api } from '@/lib/api-client';

export const updateTag = (body: TagSave & { id: number }): Promise<TagAdmin> => api.put<TagAdmin>('/admin/tag', body);
