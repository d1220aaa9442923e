// What a contest withholds from a viewer (reference §5.6): while sealed, an OI contest's results after the seal
// are "Submitted Unknown Result" (-5) for everyone but its admins, their author included; case results stay
// closed to non-admins in ACM contests while running and in OI contests for the withheld submissions.
import { JudgeStatus, type Submission } from '@verdict/shared';
import type { Db } from '../../db/client.ts';
import type { Viewer } from './access.ts';
import { submissionPorts, type ContestResultRules } from './ports.ts';

/** The rules of the submission's contest for the viewer; null outside contests. */
export const contestRulesFor = (db: Db, viewer: Viewer | null, cid: number): Promise<ContestResultRules | null> =>
  cid === 0 ? Promise.resolve(null) : submissionPorts().contestResultRules(db, cid, viewer);

export function resultWithheld(rules: ContestResultRules | null, submission: { submitTime: Date | string }): boolean {
  if (!rules || rules.admin || !rules.oi || rules.sealedFrom === null) return false;
  return new Date(submission.submitTime) >= rules.sealedFrom;
}

export function caseResultsWithheld(rules: ContestResultRules | null, submission: { submitTime: Date | string }): boolean {
  if (!rules || rules.admin) return false;
  return rules.oi ? resultWithheld(rules, submission) : rules.running;
}

/** The row as a withheld result shows: submitted, nothing else known. */
export const withheldSubmission = <T extends Pick<Submission, 'status' | 'score' | 'time' | 'memory'>>(row: T): T => ({
  ...row,
  status: JudgeStatus.SubmittedUnknownResult,
  score: null,
  time: null,
  memory: null,
  ...('oiRankScore' in row ? { oiRankScore: null } : {}),
  ...('errorMessage' in row ? { errorMessage: null } : {}),
});
