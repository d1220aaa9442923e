// en-US contests: the contest list, details (overview, problems, submissions), registration and contest problems.
import type { Catalogue } from '../types';
import type { contest as zh } from '../zh-CN/contest';

export const contest: Catalogue<typeof zh> = {
  auth: { 0: 'Public', 1: 'Private', 2: 'Protected' },
  list: {
    heading: 'Contests',
    searchPlaceholder: 'Search contest titles',
    status: 'Status',
    type: 'Rule',
    start: 'Start',
    end: 'End',
    duration: 'Duration',
    author: 'Host',
    participants: 'Participants',
    empty: 'No contests',
    total: 'Total {{total}}',
  },
  tabs: {
    overview: 'Overview',
    problems: 'Problems',
    submissions: 'Submissions',
    rank: 'Rank',
    announcements: 'Announcements',
    comment: 'Comments',
    print: 'Print',
    acInfo: 'AC balloons',
    adminPrint: 'Print requests',
    rejudge: 'Rejudge',
    scrollBoard: 'Scroll board',
  },
  clock: { toStart: 'Starts in', left: 'Time left', ended: 'Ended', progress: 'Contest progress' },
  detail: { noDescription: 'No description' },
  register: {
    privateHint: 'This contest is private: register with the contest password to take part.',
    protectedHint: 'This contest is protected: register with the contest password to take part.',
    button: 'Register',
    title: 'Register for the contest',
    confirmText: 'Register for "{{title}}"?',
    password: 'Contest password',
    passwordRequired: 'Enter the contest password',
    confirm: 'Confirm',
    cancel: 'Cancel',
    success: 'Register contest successfully',
  },
  locked: {
    notStarted: 'The contest has not started yet',
    notRegistered: 'Register for the contest first',
    toOverview: 'Back to the overview',
  },
  problems: { id: '#', title: 'Title', ac: 'AC', total: 'Total', score: 'Score', empty: 'No problems yet' },
  submit: {
    notStarted: 'The contest has not started: submitting opens at the start',
    ended: 'Contest has ended',
    notRegistered: 'Register for the contest first',
    coverTitle: 'Cover your earlier submission?',
    coverContent:
      'This OI contest does not show results while it runs; your latest submission to this problem is the one scored. Submit and cover the earlier one?',
    submittedNotice: 'Submitted! This contest shows results only after it ends.',
  },
  submissions: {
    onlyMine: 'Mine',
    problem: 'Problem',
    username: 'Username',
    empty: 'No submissions',
    detail: 'Submission #{{id}}',
  },
};
