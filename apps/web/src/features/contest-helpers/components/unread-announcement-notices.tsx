// Unread contest announcements as persistent warning notices while the contest runs (spec 001 §2, §4): polled
// every 60 s; each one shown is remembered in this browser so it is not shown again.
import '@/locales/need/more';
import { useEffect } from 'react';
import { Button } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { withDialogs } from '@/lib/app-dialogs';
import { formatDateTime } from '@/lib/format';
import { contestHelperKeys } from '@/lib/query-keys';
import { contestAnnouncementsPath } from '@/lib/paths/contests';
import { useSession } from '@/lib/session';
import { useUnreadAnnouncements } from '../api/contest-announcements';
import { readAnnouncementIds, rememberAnnouncementIds } from '../lib/read-announcements';

/** `active`: the contest is running and the caller may read it. */
export function UnreadAnnouncementNotices({ cid, active }: { cid: number; active: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const uid = useSession().user?.uid ?? null;
  const query = useUnreadAnnouncements(cid, uid, () => readAnnouncementIds(cid), active && uid !== null);
  const unread = query.data;

  useEffect(() => {
    if (!unread?.length) return;
    rememberAnnouncementIds(
      cid,
      unread.map((a) => a.id),
    );
    // An open announcements tab shows the new ones too.
    void queryClient.invalidateQueries({ queryKey: contestHelperKeys.contest(cid) });
    withDialogs(({ notification }) => {
      for (const announcement of unread) {
        const key = `contest-announcement-${announcement.id}`;
        notification.warning({
          key,
          duration: 0,
          title: (
            <span data-testid="contest-announcement-notice">
              {t('contestHelpers:announcements.noticeTitle', { title: announcement.title })}
            </span>
          ),
          description: t('contestHelpers:announcements.noticeContent', { time: formatDateTime(announcement.gmtCreate) }),
          actions: (
            <Button
              size="small"
              type="primary"
              onClick={() => {
                notification.destroy(key);
                navigate(contestAnnouncementsPath(cid));
              }}
            >
              {t('contestHelpers:announcements.open')}
            </Button>
          ),
        });
      }
    });
  }, [unread, cid, navigate, queryClient, t]);

  return null;
}
