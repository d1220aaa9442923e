// The edit/delete menu of a post (spec 002 §6): edit for its author, delete (after a confirmation) for its author
// and admin roles (inside a group also for its admins, lib/rights.ts); nothing for anyone else.
import '@/locales/need/more';
import { Button, Dropdown } from 'antd';
import { DeleteOutlined, EditOutlined, MoreOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Discussion } from '@verdict/shared';
import { useConfirmDelete } from '@/hooks/use-confirm-delete';
import { useSession } from '@/lib/session';
import { useDeleteDiscussion } from '../api/save-discussion';
import { postRights } from '../lib/rights';
import { useDiscussionScope } from '../lib/scope';

interface PostMenuProps {
  post: Discussion;
  onEdit: () => void;
  onDeleted?: () => void;
}

export function PostMenu({ post, onEdit, onDeleted }: PostMenuProps) {
  const { t } = useTranslation();
  const { user } = useSession();
  const remove = useDeleteDiscussion();
  const confirmDelete = useConfirmDelete();
  const rights = postRights(user, post.uid, useDiscussionScope());
  if (!rights.edit && !rights.remove) return null;
  const items = [
    rights.edit && { key: 'edit', icon: <EditOutlined />, label: <span data-testid="discussion-edit">{t('discussion:action.edit')}</span> },
    rights.remove && {
      key: 'delete',
      danger: true,
      icon: <DeleteOutlined />,
      label: <span data-testid="discussion-delete">{t('discussion:action.delete')}</span>,
    },
  ].filter((item) => item !== false);
  const onClick = ({ key }: { key: string }) => {
    if (key === 'edit') onEdit();
    else
      confirmDelete({
        title: t('discussion:action.deleteTitle'),
        content: t('discussion:action.deleteConfirm'),
        onConfirm: async () => {
          await remove.mutateAsync(post.id);
          onDeleted?.();
        },
      });
  };
  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']}>
      <Button type="text" size="small" icon={<MoreOutlined />} aria-label={t('discussion:action.more')} data-testid="discussion-menu" />
    </Dropdown>
  );
}
