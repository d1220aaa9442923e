// Tag admin API: PUT /api/admin/tag/classification {id, name, oj, rank} — edits a classification.
import type { ClassificationSave, TagClassificationAdmin } from '@verdict/shared';
import { api } from '@/lib/api-client';

export const updateClassification = (body: ClassificationSave & { id: number }): Promise<TagClassificationAdmin> =>
  api.put<TagClassificationAdmin>('/admin/tag/classification', body);
