// Tag admin API: DELETE /api/admin/tag/classification?id= — deletes a classification (its tags become unclassified).
import { api } from '@/lib/api-client';

export const deleteClassification = (id: number): Promise<null> => api.delete<null>('/admin/tag/classification', { id });
