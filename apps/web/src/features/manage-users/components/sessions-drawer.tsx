// A user's live sessions in a drawer: where and with what each logged in, when it was last used; end one or all.
import '@/locales/need/more';
import { Button, Drawer, List, Popconfirm, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminUserRecord } from '@verdict/shared';
import { QueryState } from '@/components/query-state';
import { useMobile } from '@/hooks/use-media-query';
import { formatDateTime } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useEndAllSessions, useEndSession, useUserSessions } from '../api/admin-users';

export function SessionsDrawer({ user, onClose }: { user: AdminUserRecord | null; onClose: () => void }) {
  const { t } = useTranslation();
  const mobile = useMobile();
  const query = useUserSessions(user?.uid ?? null);
  const endOne = useEndSession();
  const endAll = useEndAllSessions();

  const endEvery = () =>
    user && endAll.mutate(user.uid, { onSuccess: ({ ended }) => notify.success(t('manageUser:sessionsEnded', { count: ended })) });

  return (
    <Drawer
      open={user !== null}
      onClose={onClose}
      title={t('manageUser:sessionsTitle', { username: user?.username ?? '' })}
      size={mobile ? '100%' : 520}
      extra={
        <Popconfirm
          title={t('manageUser:endAllConfirm')}
          okText={t('manageUser:endAll')}
          cancelText={t('manageUser:cancel')}
          okButtonProps={{ danger: true, 'data-testid': 'end-all-confirm' }}
          onConfirm={endEvery}
          disabled={!query.data?.length}
        >
          <Button danger size="small" disabled={!query.data?.length} data-testid="end-all-sessions">
            {t('manageUser:endAll')}
          </Button>
        </Popconfirm>
      }
      data-testid="sessions-drawer"
    >
      <QueryState query={query} isEmpty={(sessions) => sessions.length === 0} emptyText={t('manageUser:noSessions')}>
        {(sessions) => (
          <List
            dataSource={sessions}
            data-testid="session-list"
            renderItem={(session) => (
              <List.Item
                actions={[
                  <Button
                    key="end"
                    size="small"
                    danger
                    type="link"
                    onClick={() => endOne.mutate(session.id, { onSuccess: () => notify.success(t('manageUser:sessionEnded')) })}
                    data-testid={`end-session-${session.id}`}
                  >
                    {t('manageUser:endSession')}
                  </Button>,
                ]}
              >
                <List.Item.Meta
                  title={session.ip || '-'}
                  description={
                    <>
                      <Typography.Paragraph className="mu-agent" ellipsis={{ rows: 2, tooltip: session.userAgent }}>
                        {session.userAgent || '-'}
                      </Typography.Paragraph>
                      <div>
                        {t('manageUser:sessionTimes', {
                          created: formatDateTime(session.createdAt),
                          active: formatDateTime(session.lastActiveAt),
                        })}
                      </div>
                    </>
                  }
                />
              </List.Item>
            )}
          />
        )}
      </QueryState>
    </Drawer>
  );
}
