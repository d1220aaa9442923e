// Auth API: GET /api/logout — ends the server session; the client clears its own state regardless.
import { api } from '@/lib/api-client';

export const logout = (): Promise<null> => api.get<null>('/logout', undefined, { silent: true });
