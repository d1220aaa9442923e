// Tag admin API: POST /api/admin/tag {name, color, oj, classificationId} — creates a tag.
import type { TagAdmin, TagSave } from '@verdict/shared';
import { api } from '@/lib/api-client';

export const addTag = (body: TagSave): Promise<TagAdmin> => api.post<TagAdmin>('/admin/tag', body);
