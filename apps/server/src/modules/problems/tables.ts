// Problems tables: the problem row with its judging settings, and its test cases (content-addressed data).
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns.ts';
import { users } from '../accounts/tables.ts';

export const problems = pgTable(
  'problems',
  {
    id: serial('id').primaryKey(),
    /** Display id, unique and upper-cased. */
    problemId: text('problem_id').notNull().unique(),
    title: text('title').notNull(),
    author: text('author'),
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
  (t) => [index('problems_auth_gid_idx').on(t.auth, t.gid)],
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
