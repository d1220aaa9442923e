// Which problem a user may run an online test on, and in which language: the problem pages' own rules
// (whoever may open a problem may test it; a problem without a language list accepts every local language).
import { languageByName, type JudgeMode, type LanguageDefinition } from '@verdict/shared';
import type { Db } from '../../db/client.ts';
import { badRequest, forbidden, notFound } from '../../plugins/app/errors.ts';
import { findProblemByDisplayId, problemLanguageList } from '../problems/index.ts';
import type { GroupCaller } from '../membership/index.ts';
import { mayOpenProblem } from '../problems/index.ts';

export async function testableProblem(db: Db, displayId: string, caller: GroupCaller): Promise<{ id: number; judgeMode: JudgeMode }> {
  const problem = await findProblemByDisplayId(db, displayId);
  if (!problem) throw notFound('Judge_problem_not_found');
  if (!(await mayOpenProblem(db, caller, problem))) throw forbidden('Judge_problem_no_access');
  return { id: problem.id, judgeMode: problem.judgeMode as JudgeMode };
}

/** The language (by display name) if the local judge has it and the problem accepts it. */
export async function problemLanguage(db: Db, pid: number, name: string): Promise<LanguageDefinition> {
  const language = languageByName(name);
  if (!language) throw badRequest('Judge_language_unknown');
  if (!(await problemLanguageList(db, pid)).some((l) => l.name === language.name)) throw badRequest('Judge_language_not_allowed');
  return language;
}
