// Problems tables: the problem row with its judging settings, and its test cases (content-addressed data).
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, unique, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns.ts';
import { users } from '../accounts/tables.ts';

export const problems = pgTable(
  'problems',
  {
    id: serial('id').primaryKey(),
    /** Display id, unique and upper-cased. */
    problemId: text('problem_id').notNull().unique(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    input: text('input').notNull().default(''),
    output: text('output').notNull().default(''),
    /** Samples in the tagged text form: <input>...</input><output>...</output>, at most 2 pairs. */
    examples: text('examples').notNull().default(''),
    hint: text('hint').notNull().default(''),
    source: text('source').notNull().default(''),
    author: text('author'),
    /** Username of the last editor. */
    modifiedUser: text('modified_user'),
    uid: uuid('uid').references(() => users.uid, { onDelete: 'set null' }),
    /** 0 ACM, 1 OI. */
    type: smallint('type').notNull().default(0),
    /** 1 public, 2 private, 3 contest, 4 group. */
    auth: smallint('auth').notNull().default(1),
    difficulty: smallint('difficulty').notNull().default(0),
    gid: integer('gid'),
    timeLimit: integer('time_limit').notNull().default(1000),
    memoryLimit: integer('memory_limit').notNull().default(256),
    stackLimit: integer('stack_limit').notNull().default(128),
    /** default, spj or interactive. */
    judgeMode: text('judge_mode').notNull().default('default'),
    /** default, subtask_lowest, subtask_average or ergodic_without_error. */
    judgeCaseMode: text('judge_case_mode').notNull().default('default'),
    isRemoveEndBlank: boolean('is_remove_end_blank').notNull().default(true),
    isRemote: boolean('is_remote').notNull().default(false),
    /** Whether users may share their code of this problem. */
    codeShare: boolean('code_share').notNull().default(true),
    /** Whether non-admins see per-case results. */
    openCaseResult: boolean('open_case_result').notNull().default(true),
    /** Test data came from a zip upload (true) or was typed in (false). */
    isUploadCase: boolean('is_upload_case').notNull().default(true),
    /** Group problems: null none, 1 applying, 2 already public, 3 refused. */
    applyPublicProgress: smallint('apply_public_progress'),
    isFileIo: boolean('is_file_io').notNull().default(false),
    ioReadFileName: text('io_read_file_name'),
    ioWriteFileName: text('io_write_file_name'),
    /** Special judge or interactor source and its language key. */
    spjCode: text('spj_code'),
    spjLanguage: text('spj_language'),
    userExtraFile: jsonb('user_extra_file').$type<Record<string, string>>(),
    judgeExtraFile: jsonb('judge_extra_file').$type<Record<string, string>>(),
    ioScore: integer('io_score').notNull().default(100),
    /** Bumped whenever test data, scores, groups or judge settings change. */
    caseVersion: integer('case_version').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    index('problems_auth_gid_idx').on(t.auth, t.gid),
    // The public problem list: display-id order and every column it shows or filters on, so its pages, totals
    // and keyword, difficulty and oj filters are index-only scans of this small index, not of the wide rows.
    index('problems_public_list_idx')
      .on(sql`length(${t.problemId})`, t.id, t.problemId, t.title, t.difficulty, t.type, t.isRemote, t.gmtModified)
      .where(sql`auth = 1 and gid is null`),
  ],
);

/** Tag classifications: 1 algorithm, 2 source, 3 time (TAG_CLASSIFICATIONS), plus any an admin adds. */
export const tagClassifications = pgTable('tag_classifications', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  oj: text('oj').notNull().default('ME'),
  rank: integer('rank').notNull().default(0),
  ...timestamps,
});

export const tags = pgTable(
  'tags',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    color: text('color').notNull().default('#409EFF'),
    /** 'ME' for local problems; remote judges name their OJ. */
    oj: text('oj').notNull().default('ME'),
    classificationId: integer('classification_id').references(() => tagClassifications.id, { onDelete: 'set null' }),
    /** Set for a group's own tags. */
    gid: integer('gid'),
    ...timestamps,
  },
  (t) => [index('tags_oj_idx').on(t.oj, t.gid)],
);

export const problemTags = pgTable(
  'problem_tags',
  {
    pid: integer('pid')
      .notNull()
      .references(() => problems.id, { onDelete: 'cascade' }),
    tid: integer('tid')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  // (tid, pid): the tag filter reads the problems of a tag from the index alone.
  (t) => [primaryKey({ columns: [t.pid, t.tid] }), index('problem_tags_tid_pid_idx').on(t.tid, t.pid)],
);

export const problemCases = pgTable(
  'problem_cases',
  {
    problemId: integer('problem_id')
      .notNull()
      .references(() => problems.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    /** sha256 of the files in the test data store. */
    inputHash: text('input_hash').notNull(),
    outputHash: text('output_hash').notNull(),
    score: integer('score').notNull().default(0),
    groupNum: integer('group_num').notNull().default(1),
    /** File names as uploaded (zip) or written (typed-in cases: 1.in / 1.out). */
    inputName: text('input_name').notNull().default(''),
    outputName: text('output_name').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.problemId, t.seq] })],
);

/** The judge's languages (from the shared table), with their per-language limit factors. */
export const languages = pgTable('languages', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  name: text('name').notNull().unique(),
  description: text('description').notNull(),
  contentType: text('content_type').notNull(),
  compileCommand: text('compile_command').notNull().default(''),
  template: text('template').notNull().default(''),
  isSpj: boolean('is_spj').notNull().default(false),
  /** 'ME' for the local judge; remote judges name their OJ. */
  oj: text('oj').notNull().default('ME'),
  /** Order in pickers: higher first. */
  seq: integer('seq').notNull().default(0),
  timeFactor: integer('time_factor').notNull().default(1),
  memoryFactor: integer('memory_factor').notNull().default(1),
});

/** The languages a problem accepts. */
export const problemLanguages = pgTable(
  'problem_languages',
  {
    pid: integer('pid')
      .notNull()
      .references(() => problems.id, { onDelete: 'cascade' }),
    lid: integer('lid')
      .notNull()
      .references(() => languages.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.pid, t.lid] })],
);

/** Per-problem code templates; only enabled ones (status) are sent to users. */
export const codeTemplates = pgTable(
  'code_templates',
  {
    id: serial('id').primaryKey(),
    pid: integer('pid')
      .notNull()
      .references(() => problems.id, { onDelete: 'cascade' }),
    lid: integer('lid')
      .notNull()
      .references(() => languages.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    status: boolean('status').notNull().default(true),
    ...timestamps,
  },
  (t) => [unique('code_templates_pid_lid').on(t.pid, t.lid)],
);
