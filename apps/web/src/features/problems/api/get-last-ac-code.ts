// Submissions API: GET /api/get-last-ac-code?pid=&cid= — the caller's latest accepted code of a problem.
import type { LastAcCode } from '@verdict/shared';
import { api } from '@/lib/api-client';

export const getLastAcCode = (pid: number, cid = 0): Promise<LastAcCode> => api.get<LastAcCode>('/get-last-ac-code', { pid, cid });
