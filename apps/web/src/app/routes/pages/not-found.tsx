// 404 page: any unknown path, with Go Home and Back buttons.
import '@/locales/need/more';
import { Button, Result, Space } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';

export default function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title="404"
      subTitle={t('pages:notFound')}
      data-testid="not-found"
      extra={
        <Space>
          <Button type="primary" onClick={() => navigate('/home')} data-testid="not-found-home">
            {t('common:goHome')}
          </Button>
          <Button onClick={() => navigate(-1)} data-testid="not-found-back">
            {t('common:back')}
          </Button>
        </Space>
      }
    />
  );
}
