// The import report: what was imported, skipped (or renamed) and failed, each reason in the caller's language.
import { ZodError } from 'zod';
import type { ImportReport } from '@verdict/shared';
import { isMessageKey, translate, type Lang } from '../../../i18n/messages.ts';
import { AppError } from '../../../plugins/app/errors.ts';
import type { ImportNotice } from './problem-draft.ts';

export const emptyReport = (): ImportReport => ({ imported: [], skipped: [], failed: [] });

export const noticeText = (notice: ImportNotice, lang: Lang): string => translate(notice.key, lang, notice.params);

/** Why something failed, in the report's language. */
export function failureReason(error: unknown, lang: Lang): string {
  if (error instanceof AppError) return translate(error.msgKey, lang, error.params);
  if (error instanceof ZodError) {
    const issue = error.issues[0];
    return isMessageKey(issue.message) ? translate(issue.message, lang) : `${issue.path.join('.')}: ${issue.message}`;
  }
  return error instanceof Error ? error.message : String(error);
}

/** A report whose only line is the whole file's failure. */
export function fileFailed(error: unknown, lang: Lang, title = ''): ImportReport {
  return { ...emptyReport(), failed: [{ title, why: failureReason(error, lang) }] };
}
