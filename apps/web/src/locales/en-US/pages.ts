// en-US pages: 404, logout and the static pages' content.
import type { Catalogue } from '../types';
import type { pages as zh } from '../zh-CN/pages';

export const pages: Catalogue<typeof zh> = {
  notFound: 'Sorry, the page you visited does not exist',
  loggingOut: 'Logging out…',
  static: {
    introduction: {
      title: 'Introduction',
      body: [
        'Verdict is an open-source online judge with ACM and OI contests, training plans, groups and discussions.',
        'Practise problems from the problem set, submit code that is judged automatically, and compare with others in the rankings.',
        'Remote judges supported: HDU, Codeforces, POJ, GYM, AtCoder and SPOJ.',
      ],
    },
    developer: {
      title: 'Developer',
      body: [
        'Verdict is maintained by community developers; the web app uses React and Ant Design, the server Node.js.',
        'Issues and pull requests are welcome: help us build a better judge.',
      ],
    },
    wiki: {
      title: 'Wiki',
      body: [
        'Register and log in to submit code; results update live on the status page.',
        'Contests follow ACM rules (solved count and penalty time) or OI rules (score).',
        'If something goes wrong, read the announcements first or ask in the discussion area.',
      ],
    },
  },
};
