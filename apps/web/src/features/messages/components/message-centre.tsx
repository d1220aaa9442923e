// The message centre (/message/...): the menu of kinds beside (or, on narrow screens, above) the open list.
import '@/locales/need/more';
import { Card } from 'antd';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MessageCentreNav } from './message-centre-nav';
import '../messages.css';

export function MessageCentre() {
  const { t } = useTranslation();
  return (
    <Card className="message-centre" title={t('messageCenter:title')} data-testid="message-shell">
      <div className="message-centre-body">
        <MessageCentreNav />
        <div className="message-centre-main">
          <Outlet />
        </div>
      </div>
    </Card>
  );
}
