// The save payload (POST/PUT /api/admin/problem) from the form's working copy.
import type { ProblemSavePayloadInput } from '@verdict/shared';
import { ProblemType } from '@verdict/shared';
import { formatExamples } from './examples';
import { activeCases, type DraftBaseline, type ExtraFileRow, type ProblemDraft } from './problem-draft';
import { isSubtaskMode } from './options';
import { checkerChanged } from './validate-problem';

const toFileMap = (rows: ExtraFileRow[]): Record<string, string> | null =>
  rows.length === 0 ? null : Object.fromEntries(rows.map((row) => [row.name.trim(), row.content]));

export const buildSavePayload = (draft: ProblemDraft, baseline: DraftBaseline): ProblemSavePayloadInput => {
  const checker = draft.judgeMode !== 'default';
  const scored = draft.type === ProblemType.OI;
  const grouped = isSubtaskMode(draft.judgeCaseMode);
  return {
    problem: {
      id: draft.id,
      problemId: draft.problemId.trim(),
      title: draft.title.trim(),
      description: draft.description,
      input: draft.input,
      output: draft.output,
      examples: formatExamples(draft.examples.filter((e) => e.input !== '' || e.output !== '')),
      hint: draft.hint,
      source: draft.source,
      difficulty: draft.difficulty,
      type: draft.type === ProblemType.OI ? 1 : 0,
      auth: draft.auth as 1 | 2 | 3,
      codeShare: draft.codeShare,
      openCaseResult: draft.openCaseResult,
      isRemoveEndBlank: draft.isRemoveEndBlank,
      judgeMode: draft.judgeMode,
      judgeCaseMode: draft.judgeCaseMode,
      isFileIO: draft.isFileIO,
      ioReadFileName: draft.isFileIO ? draft.ioReadFileName.trim() : undefined,
      ioWriteFileName: draft.isFileIO ? draft.ioWriteFileName.trim() : undefined,
      timeLimit: draft.timeLimit ?? undefined,
      memoryLimit: draft.memoryLimit ?? undefined,
      stackLimit: draft.stackLimit ?? undefined,
      userExtraFile: toFileMap(draft.userExtraFiles),
      judgeExtraFile: toFileMap(draft.judgeExtraFiles),
      spjCode: checker ? draft.spjCode : undefined,
      spjLanguage: checker ? draft.spjLanguage : undefined,
    },
    codeTemplates: draft.languages
      .filter((language) => draft.templates[language] && (draft.templates[language].status || draft.templates[language].code !== ''))
      .map((language) => ({ language, code: draft.templates[language].code, status: draft.templates[language].status })),
    tags: draft.tags.map((tag) => (tag.id !== undefined ? { id: tag.id } : { name: tag.name })),
    languages: draft.languages,
    isUploadTestCase: draft.isUploadCase,
    uploadTestcaseDir: draft.isUploadCase ? (draft.uploadTestcaseDir ?? undefined) : undefined,
    samples: activeCases(draft).map((c) => ({
      input: c.input,
      output: c.output,
      score: scored ? (c.score ?? undefined) : undefined,
      groupNum: grouped ? (c.groupNum ?? undefined) : undefined,
    })),
    judgeMode: draft.judgeMode,
    changeJudgeCaseMode: draft.judgeCaseMode !== baseline.judgeCaseMode,
    changeModeCode: draft.judgeMode !== baseline.judgeMode || (checker && checkerChanged(draft, baseline)),
  };
};
