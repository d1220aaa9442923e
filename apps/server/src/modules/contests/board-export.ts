// The contest admins' exports (reference §5.9): the board as an xlsx and the accepted (OI: scored) code as a zip.
import ExcelJS from 'exceljs';
import yazl from 'yazl';
import {
  ContestType,
  Role,
  type AcmBoardRow,
  type AcmCell,
  type ContestAcSubmissionQuery,
  type ContestRankExportQuery,
  type OiBoardRow,
} from '@verdict/shared';
import type { Db } from '../../db/client.ts';
import { forbidden } from '../../plugins/app/errors.ts';
import { contestCodeRecords, type ContestCodeRecord } from '../submissions/index.ts';
import { isContestAdmin, visibleContest, type ContestRow, type Member } from './access.ts';
import { boardPage } from './board.ts';
import { boardView, computeBoard } from './board-service.ts';
import { linksOf } from './problems.ts';

async function adminContest(db: Db, cid: number, caller: Member): Promise<ContestRow> {
  const contest = await visibleContest(db, cid, caller);
  if (!isContestAdmin(caller, contest)) throw forbidden('Contest_export_admin_only');
  return contest;
}

/** An ACM cell as the sheet writes it: `+(k)` solved on try k (`*` after the end), `-(e)`, `?(t)` frozen, `-(e+t)`. */
export function acmCellText(cell: AcmCell | undefined): string {
  if (!cell) return '';
  if (cell.isAC) return `+(${cell.errorNum + 1})${cell.isAfterContest ? '*' : ''}`;
  if (cell.errorNum && cell.tryNum) return `-(${cell.errorNum}+${cell.tryNum})`;
  if (cell.tryNum) return `?(${cell.tryNum})`;
  return cell.errorNum ? `-(${cell.errorNum})` : '';
}

/** download-contest-rank: the whole board the admin would see (sealed unless forceRefresh), one row per user. */
export async function contestRankWorkbook(
  db: Db,
  query: ContestRankExportQuery,
  caller: Member,
): Promise<{ fileName: string; body: Buffer }> {
  const contest = await adminContest(db, query.cid, caller);
  const [board, links] = await Promise.all([computeBoard(db, contest, boardView(contest, caller, query)), linksOf(db, contest.id)]);
  const { records } = boardPage(board, { currentPage: 1, limit: Number.MAX_SAFE_INTEGER, removeStar: query.removeStar, pinned: [] });
  const oi = contest.type === ContestType.OI;
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('rank');
  const totals = oi ? ['Total Score'] : ['AC', 'Total Submission', 'Total Penalty Time (s)'];
  sheet.addRow(['Rank', 'Username', 'ShowName', 'Real Name', 'School', ...totals, ...links.map((l) => l.displayId)]);
  for (const row of records.map((r) => board.withCells(r))) {
    const person = [row.rank === -1 ? '*' : row.rank, row.username, row.rankShowName, row.realname ?? '', row.school ?? ''];
    if (oi) {
      const r = row as OiBoardRow;
      sheet.addRow([...person, r.totalScore, ...links.map((l) => r.submissionInfo[l.displayId] ?? '')]);
    } else {
      const r = row as AcmBoardRow;
      sheet.addRow([...person, r.ac, r.total, r.totalTime, ...links.map((l) => acmCellText(r.submissionInfo[l.displayId]))]);
    }
  }
  sheet.getRow(1).font = { bold: true };
  return { fileName: `contest_${contest.id}_rank.xlsx`, body: Buffer.from(await workbook.xlsx.writeBuffer()) };
}

/** The file extension of a language's code (reference §5.9). */
export function codeExtension(language: string): string {
  const name = language.toLowerCase();
  if (name.includes('c++') || name.includes('cpp')) return 'cpp';
  if (name.includes('c#')) return 'cs';
  if (name.includes('python') || name.includes('pypy')) return 'py';
  if (name.includes('javascript') || name.includes('node')) return 'js';
  if (name.includes('java')) return 'java';
  if (name.includes('pascal')) return 'pas';
  if (/^go(lang)?\b/.test(name)) return 'go';
  if (name.includes('php')) return 'php';
  if (/^c\b/.test(name) || name.startsWith('gcc')) return 'c';
  return 'txt';
}

/** yyyyMMddHHmmss in UTC. */
const stamp = (time: Date) => time.toISOString().replace(/[-:T]/g, '').slice(0, 14);

/** OI keeps the latest scored record of each user and problem; ACM every accepted one. */
function keptRecords(records: ContestCodeRecord[], oi: boolean): ContestCodeRecord[] {
  if (!oi) return records;
  const latest = new Map<string, ContestCodeRecord>();
  for (const record of records) latest.set(`${record.uid}\n${record.displayId}`, record);
  return [...latest.values()];
}

/** A path segment without separators or leading dots. */
const segment = (name: string) => name.replace(/[/\\]/g, '_').replace(/^\.+/, '_');

/** download-contest-ac-submission: folders per user (`<displayId>_(time).<ext>`) or per problem (`<username>_(time).<ext>`). */
export async function contestCodeZip(db: Db, query: ContestAcSubmissionQuery, caller: Member): Promise<{ fileName: string; body: Buffer }> {
  const contest = await adminContest(db, query.cid, caller);
  const oi = contest.type === ContestType.OI;
  const all = await contestCodeRecords(db, { cid: contest.id, start: contest.startTime, end: contest.endTime, seal: null }, oi);
  const records = keptRecords(all, oi).filter((r) => !query.excludeAdmin || (r.uid !== contest.uid && r.roleId !== Role.Root));
  const zip = new yazl.ZipFile();
  const used = new Set<string>();
  for (const record of records) {
    const [folder, prefix] = query.splitType === 'user' ? [record.username, record.displayId] : [record.displayId, record.username];
    const base = `${segment(folder)}/${segment(prefix)}_(${stamp(record.submitTime)})${oi ? `_${record.score ?? 0}` : ''}`;
    const ext = codeExtension(record.language);
    const name = used.has(`${base}.${ext}`) ? `${base}_${record.submitId}.${ext}` : `${base}.${ext}`;
    used.add(name);
    zip.addBuffer(Buffer.from(record.code), name, { mtime: record.submitTime });
  }
  if (!records.length) zip.addEmptyDirectory(`contest_${contest.id}`);
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return { fileName: `contest_${contest.id}_ac_submission.zip`, body: Buffer.concat(chunks) };
}
