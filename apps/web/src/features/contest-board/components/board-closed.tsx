// What a caller sees when the contest does not open its board to them (the server answers 401 or 403): visitors may
// log in, everyone may go to the contest.
import '@/locales/need/more';
import { Button, Result, Space } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { openLoginModal } from '@/lib/login-modal-store';
import { contestPath } from '@/lib/paths/contests';
import { useSession } from '@/lib/session';

export function BoardClosed({ cid }: { cid: number }) {
  const { t } = useTranslation();
  const { user } = useSession();
  return (
    <Result
      status="403"
      title={t('contestBoard:outside.closed')}
      subTitle={t('contestBoard:outside.closedHint')}
      extra={
        <Space wrap>
          {!user && (
            <Button onClick={() => openLoginModal()} data-testid="board-closed-login">
              {t('contestBoard:outside.login')}
            </Button>
          )}
          <Link to={contestPath(cid)}>
            <Button type="primary">{t('contestBoard:outside.toContest')}</Button>
          </Link>
        </Space>
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
