// A board row's user: avatar, shown name (to the user home), school, the star mark, and the pin that makes the user
// one of the concerned (pinned on top).
import '@/locales/need/more';
import { Avatar, Tag, Tooltip, Typography } from 'antd';
import { PushpinFilled, PushpinOutlined, UserOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { BoardRow } from '@verdict/shared';

interface BoardUserCellProps {
  row: BoardRow;
  concerned: boolean;
  onToggleConcerned: (row: BoardRow) => void;
}

export function BoardUserCell({ row, concerned, onToggleConcerned }: BoardUserCellProps) {
  const { t } = useTranslation();
  const Pin = concerned ? PushpinFilled : PushpinOutlined;
  return (
    <div className="board-user">
      <Avatar size={32} src={row.avatar || undefined} icon={<UserOutlined />} className="board-user-avatar" />
      <div className="board-user-text">
        <div className="board-user-name">
          <Link to={`/user-home?username=${encodeURIComponent(row.username)}`} data-testid="board-user-name">
            {row.rankShowName || row.username}
          </Link>
          {row.rank === -1 && (
            <Tooltip title={t('contestBoard:starHint')}>
              <Tag color="gold" className="board-star-tag" data-testid="board-star">
                {t('contestBoard:star')}
              </Tag>
            </Tooltip>
          )}
        </div>
        {row.school && (
          <Typography.Text type="secondary" className="board-user-school" ellipsis>
            {row.school}
          </Typography.Text>
        )}
      </div>
      <Tooltip title={t('contestBoard:toolbar.concerned')}>
        <Pin
          className={concerned ? 'board-pin board-pin-on' : 'board-pin'}
          onClick={() => onToggleConcerned(row)}
          data-testid="board-pin"
          aria-pressed={concerned}
          role="button"
        />
      </Tooltip>
    </div>
  );
}
