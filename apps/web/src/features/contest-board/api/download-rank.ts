// Contest board API: GET /api/file/download-contest-rank?cid= — the board as an xlsx file (contest admins).
import { downloadFile } from '@/lib/download';

export const downloadContestRank = (cid: number, forceRefresh: boolean, removeStar: boolean): Promise<void> =>
  downloadFile('/file/download-contest-rank', { cid, forceRefresh, removeStar }, `contest_${cid}_rank.xlsx`);
