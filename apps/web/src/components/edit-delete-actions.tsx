// Edit and delete buttons of a row in the tag page's tables; delete asks first.
import '@/locales/need/more';
import { Button, Space } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useConfirmDelete } from '@/hooks/use-confirm-delete';

interface EditDeleteActionsProps {
  /** Test ids are edit-<testId> and delete-<testId>. */
  testId: string;
  onEdit: () => void;
  confirmTitle: string;
  confirmContent: string;
  onDelete: () => Promise<unknown>;
}

export function EditDeleteActions({ testId, onEdit, confirmTitle, confirmContent, onDelete }: EditDeleteActionsProps) {
  const { t } = useTranslation();
  const confirmDelete = useConfirmDelete();
  return (
    <Space size={4}>
      <Button
        size="small"
        type="text"
        icon={<EditOutlined />}
        aria-label={t('manageProblems:action.edit')}
        onClick={onEdit}
        data-testid={`edit-${testId}`}
      />
      <Button
        size="small"
        type="text"
        danger
        icon={<DeleteOutlined />}
        aria-label={t('manageProblems:action.delete')}
        data-testid={`delete-${testId}`}
        onClick={() => confirmDelete({ title: confirmTitle, content: confirmContent, onConfirm: onDelete })}
      />
    </Space>
  );
}
