// en-US home page: carousel, cards, contest statuses and chart labels.
import type { Catalogue } from '../types';
import type { home as zh } from '../zh-CN/home';

export const home: Catalogue<typeof zh> = {
  carouselTagline: 'Practise programming, take part in contests and grow together',
  carouselImage: 'Carousel image',
  carouselGoTo: 'Show image {{n}}',
  recentContests: 'Recent Contests',
  noContests: 'No upcoming contests',
  contestStatus: { scheduled: 'Scheduled', running: 'Running', ended: 'Ended' },
  contestType: { acm: 'ACM', oi: 'OI' },
  duration: 'Length {{value}}',
  latestProblems: 'Latest Problems',
  noProblems: 'No problems yet',
  announcements: 'Announcements',
  noAnnouncements: 'No announcements',
  new: 'New',
  pinned: 'Pinned',
  views: 'Views: {{value}}',
  sevenDayRank: 'Recent 7-day AC Rank',
  noRank: 'Nobody solved a problem in the last 7 days',
  acCount: 'AC {{value}}',
  weeklySubmissions: 'Submissions in the Last Week',
  noSubmissions: 'No submissions',
  chartAc: 'Accepted',
  chartTotal: 'Total',
};
