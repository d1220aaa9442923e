// Online test and compile check requests: ephemeral judge jobs that never become submissions.
import { z } from 'zod';
import { contextIdSchema } from './common.ts';
import { LIMITS } from '../constants/limits.ts';

const codeSchema = z
  .string({ error: 'Judge_code_required' })
  .refine((code) => code.trim().length > 0, { error: 'Judge_code_required' })
  .refine((code) => code.length <= LIMITS.codeMax, { error: 'Judge_code_too_long' });

const languageSchema = z
  .string({ error: 'Judge_language_required' })
  .trim()
  .min(1, { error: 'Judge_language_required' })
  .max(100, { error: 'Judge_language_unknown' });

/** Display id; a client may send a numeric one as a number. */
const displayIdSchema = z
  .union([z.string(), z.number().int()], { error: 'Judge_problem_required' })
  .transform((id) => String(id).trim())
  .pipe(z.string().min(1, { error: 'Judge_problem_required' }).max(100, { error: 'Judge_problem_not_found' }));

export const TestJudgeTypes = ['public', 'contest', 'group'] as const;
export type TestJudgeType = (typeof TestJudgeTypes)[number];

export const TestJudgeSubmitSchema = z.object({
  pid: displayIdSchema,
  /** Display name, as submissions store it ('C++ 17 With O2'). */
  language: languageSchema,
  code: codeSchema,
  /** Selects the site switch that must be open (public, contest or group judging). */
  type: z.enum(TestJudgeTypes).default('public'),
  userInput: z
    .string({ error: 'Judge_test_input_required' })
    .min(1, { error: 'Judge_test_input_required' })
    .max(LIMITS.testInputMax, { error: 'Judge_test_input_too_long' }),
  /** Empty or missing: any output is Accepted. */
  expectedOutput: z.string().max(LIMITS.codeMax, { error: 'Judge_expected_output_too_long' }).nullish(),
});
export type TestJudgeSubmitRequest = z.infer<typeof TestJudgeSubmitSchema>;

export const TestJudgeResultQuerySchema = z.object({
  testJudgeKey: z
    .string({ error: 'Judge_test_key_required' })
    .min(1, { error: 'Judge_test_key_required' })
    .max(100, { error: 'Judge_test_not_found' }),
});

/** Extra file names: plain names, nothing that climbs out of the work directory. */
const isPlainFileName = (name: string) => /^[^/\\\0]{1,255}$/.test(name) && name !== '.' && name !== '..';

export const CompileSpjSchema = z.object({
  code: codeSchema,
  /** Display name or key of a language that may write checkers (C and C++). */
  language: languageSchema,
  mode: z.enum(['spj', 'interactive'], { error: 'Judge_compile_mode_invalid' }),
  extraFiles: z
    .record(z.string(), z.string())
    .refine((files) => Object.keys(files).every(isPlainFileName), { error: 'Judge_extra_file_name_invalid' })
    .nullish(),
  /** The group whose problem form asks (its admins may compile); absent in the back office. */
  gid: contextIdSchema,
});
export type CompileSpjRequest = z.infer<typeof CompileSpjSchema>;
