// The actions under a comment or reply: its time, reply (when the thread lets the caller answer) and delete after a
// confirmation (its author or a moderator); comments add their like toggle in front.
import '@/locales/need/more';
import type { ReactNode } from 'react';
import { Button, Space, Typography } from 'antd';
import { DeleteOutlined, MessageOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useConfirmDelete } from '@/hooks/use-confirm-delete';
import { formatDateTime } from '@/lib/format';

interface ThreadActionsProps {
  time: string;
  /** Reply to this author; absent when the caller may not reply. */
  onReply?: () => void;
  /** Delete it; absent when the caller may not. */
  onDelete?: () => Promise<unknown>;
  kind: 'comment' | 'reply';
  children?: ReactNode;
}

export function ThreadActions({ time, onReply, onDelete, kind, children }: ThreadActionsProps) {
  const { t } = useTranslation();
  const confirmDelete = useConfirmDelete();
  return (
    <Space wrap size={[8, 4]} className="thread-actions">
      <Typography.Text type="secondary" className="thread-time">
        {formatDateTime(time)}
      </Typography.Text>
      {children}
      {onReply && (
        <Button type="link" size="small" icon={<MessageOutlined />} onClick={onReply} data-testid={`${kind}-reply`}>
          {t('discussion:comment.reply')}
        </Button>
      )}
      {onDelete && (
        <Button
          type="link"
          size="small"
          danger
          icon={<DeleteOutlined />}
          data-testid={`${kind}-delete`}
          onClick={() =>
            confirmDelete({
              title: t(`discussion:comment.delete.${kind}`),
              content: t('discussion:comment.delete.confirm'),
              onConfirm: onDelete,
            })
          }
        >
          {t('discussion:action.delete')}
        </Button>
      )}
    </Space>
  );
}
