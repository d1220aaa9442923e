// Users' CSV, read in the browser: HOJ's column order without a header (username, password, email, realname,
// gender, nickname, school); a first row naming the columns is skipped, blank lines are ignored.
import Papa from 'papaparse';

export const CSV_COLUMNS = ['username', 'password', 'email', 'realname', 'gender', 'nickname', 'school'] as const;

export function parseUsersCsv(text: string): string[][] {
  const { data } = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  const rows = data.map((cells) => cells.map((cell) => cell.trim()));
  return rows[0]?.[0]?.toLowerCase() === 'username' ? rows.slice(1) : rows;
}
