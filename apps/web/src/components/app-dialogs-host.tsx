// The host of the dialogs, notices and toasts of lib/app-dialogs.ts: antd's hook-based Modal, notification and
// message, mounted by the app provider (inside its ConfigProvider) the first time one is asked for.
import { useEffect } from 'react';
import { message, Modal, notification } from 'antd';
import { provideDialogs } from '@/lib/app-dialogs';

export default function AppDialogsHost() {
  const [modal, modalHolder] = Modal.useModal();
  const [notices, noticeHolder] = notification.useNotification();
  const [toasts, toastHolder] = message.useMessage();
  useEffect(() => provideDialogs({ modal, notification: notices, message: toasts }), [modal, notices, toasts]);
  return (
    <>
      {modalHolder}
      {noticeHolder}
      {toastHolder}
    </>
  );
}
