// The scroll board (/scrollBoard?cid=…&removeStar=…&medals=g,s,b; bare layout, login required): the contest and its
// problems (balloon colours) around the reveal, for the admins of ACM contests.
import '@/locales/need/more';
import { Result } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ContestType } from '@verdict/shared';
import { useContestInfo } from '@/features/contests/api/get-contest-info';
import { useContestProblems } from '@/features/contests/api/get-contest-problems';
import { ScrollBoard } from '@/features/contest-board/components/scroll-board';
import { parseScrollBoardQuery, type ScrollBoardQuery } from '@/features/contest-board/lib/scroll-url';
import { QueryState } from '@/components/query-state';
import { useSession } from '@/lib/session';

function ScrollBoardLoader({ cid, removeStar, medals }: ScrollBoardQuery & { cid: number }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const uid = user?.uid ?? null;
  const info = useContestInfo(cid, uid);
  const problems = useContestProblems(cid, uid);
  return (
    <QueryState query={info} rows={8}>
      {(contest) =>
        !contest.isAdmin || contest.type !== ContestType.ACM ? (
          <Result status="403" title={t('contestBoard:scroll.forbidden')} data-testid="scroll-forbidden" />
        ) : (
          <QueryState query={problems} rows={8}>
            {(list) => <ScrollBoard contest={contest} problems={list} removeStar={removeStar} medals={medals} />}
          </QueryState>
        )
      }
    </QueryState>
  );
}

export default function ScrollBoardPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const query = parseScrollBoardQuery(search);
  if (query.cid === null) return <Result status="404" title={t('contestBoard:scroll.invalid')} data-testid="scroll-invalid" />;
  return <ScrollBoardLoader {...query} cid={query.cid} />;
}
