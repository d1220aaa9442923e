// Back-office dashboard requests: the judge server switch and removal (super admin).
import { z } from 'zod';

export const JudgeServerSwitchSchema = z.object({ id: z.uuid({ error: 'Judge_server_not_found' }), enabled: z.boolean() });
export type JudgeServerSwitchRequest = z.infer<typeof JudgeServerSwitchSchema>;

export const JudgeServerIdQuerySchema = z.object({ id: z.uuid({ error: 'Judge_server_not_found' }) });
