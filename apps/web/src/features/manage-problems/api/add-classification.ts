// Tag admin API: POST /api/admin/tag/classification {name, oj, rank} — creates a classification.
import type { ClassificationSave, TagClassificationAdmin } from '@verdict/shared';
import { api } from '@/lib/api-client';

export const addClassification = (body: ClassificationSave): Promise<TagClassificationAdmin> =>
  api.post<TagClassificationAdmin>('/admin/tag/classification', body);
