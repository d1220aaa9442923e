// What a judge worker reports for a one-case problem judged Accepted (tests of the worker protocol).
import { JudgeStatus } from '@verdict/shared';

export const AC_RESULT = {
  status: JudgeStatus.Accepted,
  score: null,
  timeMs: 12,
  memoryKb: 1024,
  compileMessage: '',
  errorMessage: '',
  cases: [
    {
      seq: 1,
      status: 0,
      timeMs: 12,
      memoryKb: 1024,
      score: 0,
      group: 1,
      message: '',
      inputExcerpt: '1 2\n',
      expectedExcerpt: '3\n',
      userOutputExcerpt: '3\n',
    },
  ],
};
