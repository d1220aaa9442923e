// The host of the dialogs and notices of lib/app-dialogs.ts: antd's hook-based Modal and notification, mounted by
// the app provider (inside its ConfigProvider) the first time one is asked for.
import { useEffect } from 'react';
import { Modal, notification } from 'antd';
import { provideDialogs } from '@/lib/app-dialogs';

export default function AppDialogsHost() {
  const [modal, modalHolder] = Modal.useModal();
  const [notices, noticeHolder] = notification.useNotification();
  useEffect(() => provideDialogs({ modal, notification: notices }), [modal, notices]);
  return (
    <>
      {modalHolder}
      {noticeHolder}
    </>
  );
}
