// What a visitor sees when the contest does not open its board (the server answers 401 or 403).
import { Button, Result } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { contestPath } from '@/lib/paths/contests';

export function BoardClosed({ cid }: { cid: number }) {
  const { t } = useTranslation();
  return (
    <Result
      status="403"
      title={t('contestBoard:outside.closed')}
      subTitle={t('contestBoard:outside.closedHint')}
      extra={
        <Link to={contestPath(cid)}>
          <Button type="primary">{t('contestBoard:outside.toContest')}</Button>
        </Link>
      }
      data-testid="board-closed"
    />
  );
}

/** The board is closed to this caller: not logged in (401) or not allowed (403). */
export const isClosedError = (error: unknown): boolean => {
  const status = (error as { status?: unknown } | null)?.status;
  return status === 401 || status === 403;
};
