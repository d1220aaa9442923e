// Placeholder page: the translated name of a route whose screen arrives in a later release.
import { Button, Result } from 'antd';
import { ClockCircleOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useRouteMeta } from '@/lib/route-meta';

export function ComingSoonPage() {
  const { t } = useTranslation();
  const meta = useRouteMeta();
  const home = meta?.layout === 'admin' ? '/manage' : '/home';
  return (
    <Result
      data-testid="coming-soon"
      icon={<ClockCircleOutlined />}
      title={<span data-testid="page-name">{meta ? t(`routes:${meta.name}`) : ''}</span>}
      subTitle={t('pages:comingSoon')}
      extra={
        <Link to={home}>
          <Button type="primary">{t('common:goHome')}</Button>
        </Link>
      }
    />
  );
}
