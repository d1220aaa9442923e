// A row's delete icon in the back-office tables (red, with its tooltip): it asks for a confirmation first.
import { Button, Tooltip } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useConfirmDelete, type ConfirmDeleteOptions } from '@/hooks/use-confirm-delete';

interface DeleteIconButtonProps {
  /** The tooltip. */
  label: string;
  confirm: ConfirmDeleteOptions;
  testId: string;
}

export function DeleteIconButton({ label, confirm, testId }: DeleteIconButtonProps) {
  const confirmDelete = useConfirmDelete();
  return (
    <Tooltip title={label}>
      <Button size="small" type="text" danger icon={<DeleteOutlined />} onClick={() => confirmDelete(confirm)} data-testid={testId} />
    </Tooltip>
  );
}
