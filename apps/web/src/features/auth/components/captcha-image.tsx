// Image captcha beside its answer field: click the image (or the button) for a new one.
import '@/locales/need/more';
import { Button, Skeleton } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Captcha } from '@verdict/shared';
import '../auth.css';

interface CaptchaImageProps {
  captcha: Captcha | undefined;
  failed: boolean;
  onReload: () => void;
}

export function CaptchaImage({ captcha, failed, onReload }: CaptchaImageProps) {
  const { t } = useTranslation();
  if (!captcha) {
    return failed ? (
      <Button icon={<ReloadOutlined />} onClick={onReload} aria-label={t('auth:captchaReload')} />
    ) : (
      <Skeleton.Button active className="captcha-image" />
    );
  }
  return (
    <button type="button" className="captcha-image" onClick={onReload} title={t('auth:captchaReload')} data-testid="captcha-image">
      <img src={captcha.img} alt={t('auth:captcha')} />
    </button>
  );
}
