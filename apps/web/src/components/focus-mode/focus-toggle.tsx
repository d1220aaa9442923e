// The button between a problem's normal route and its focus-mode route.
import '@/locales/need/problem-pages';
import { Button } from 'antd';
import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

export function FocusToggle({ to, active }: { to: string; active: boolean }) {
  const { t } = useTranslation();
  return (
    <Link to={to}>
      <Button icon={active ? <FullscreenExitOutlined /> : <FullscreenOutlined />} data-testid={active ? 'focus-exit' : 'focus-enter'}>
        {t(active ? 'focusMode:exit' : 'focusMode:enter')}
      </Button>
    </Link>
  );
}
