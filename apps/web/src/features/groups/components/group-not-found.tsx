// A group id that is not one, or a group that could not be found.
import '@/locales/need/more';
import { Button, Result } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { GROUP_LIST_PATH } from '@/lib/paths/groups';

export function GroupNotFound() {
  const { t } = useTranslation();
  return (
    <Result
      status="404"
      title={t('group:notFound')}
      extra={
        <Link to={GROUP_LIST_PATH}>
          <Button type="primary">{t('group:list.heading')}</Button>
        </Link>
      }
      data-testid="group-not-found"
    />
  );
}
