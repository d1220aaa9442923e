// Deleting after a confirmation dialog (spec 002 §8), with the success toast once the server agreed.
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';

export interface ConfirmDeleteOptions {
  title: string;
  content: string;
  onConfirm: () => Promise<unknown>;
}

export const useConfirmDelete = () => {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  return ({ title, content, onConfirm }: ConfirmDeleteOptions) =>
    modal.confirm({
      title,
      content,
      okText: t('manageProblems:action.delete'),
      okButtonProps: { danger: true, 'data-testid': 'confirm-delete' },
      cancelText: t('manageProblems:action.cancel'),
      onOk: async () => {
        await onConfirm();
        notify.success(t('manageProblems:toast.deleted'));
      },
    });
};
