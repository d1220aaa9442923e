// Back-office login page (/manage/login, /admin/login): full-page form calling the admin login, then /manage.
import '@/locales/need/more';
import { Card, Typography } from 'antd';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import { LanguageSwitch } from '@/components/language-switch';
import { LoginForm } from '@/features/auth/components/login-form';
import { adminLogin } from '@/features/auth/api/admin-login';

export default function AdminLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="admin-login-page" data-testid="admin-login-page">
      <div className="admin-login-lang">
        <LanguageSwitch />
      </div>
      <Card className="admin-login-card">
        <img src="/favicon.svg" alt="" className="admin-login-logo" />
        <Typography.Title level={3}>{t('auth:adminLoginTitle')}</Typography.Title>
        <LoginForm
          request={adminLogin}
          onSuccess={() => {
            navigate('/manage');
            notify.success(t('messages:Welcome_Back'));
          }}
          footer={
            <div className="dialog-links">
              <Link to="/home">{t('admin:backToSite')}</Link>
            </div>
          }
        />
      </Card>
    </div>
  );
}
