// Deleting after a confirmation dialog (spec 002 §8), with the success toast once the server agreed.
import '@/locales/need/more';
import { useTranslation } from 'react-i18next';
import { withDialogs } from '@/lib/app-dialogs';
import { notify } from '@/lib/notify';

export interface ConfirmDeleteOptions {
  title: string;
  content: string;
  onConfirm: () => Promise<unknown>;
}

export const useConfirmDelete = () => {
  const { t } = useTranslation();
  return ({ title, content, onConfirm }: ConfirmDeleteOptions) =>
    withDialogs(({ modal }) =>
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
      }),
    );
};
