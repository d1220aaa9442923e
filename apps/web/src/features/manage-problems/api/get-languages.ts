// Problem admin API: GET /api/languages?all=true — every local language (the form's language and checker pickers).
import { useQuery } from '@tanstack/react-query';
import type { LanguageInfo } from '@verdict/shared';
import { manageProblemKeys } from '@/lib/query-keys';
import { api } from '@/lib/api-client';

export const getAllLanguages = (): Promise<LanguageInfo[]> => api.get<LanguageInfo[]>('/languages', { all: true }, { silent: true });

export const useAllLanguages = () => useQuery({ queryKey: manageProblemKeys.languages, queryFn: getAllLanguages, staleTime: 5 * 60_000 });
