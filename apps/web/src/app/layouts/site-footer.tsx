// Site footer: terms and privacy labels, contact line, chat-group popup, filing number and the powered-by line.
import { Popover, Space, Typography } from 'antd';
import { QrcodeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useWebsiteConfig } from '@/lib/website-config';

export function SiteFooter() {
  const { t } = useTranslation();
  const { data: config } = useWebsiteConfig();
  const projectName = config?.projectName || t('common:appName');
  return (
    <footer className="site-footer" data-testid="site-footer">
      <Space wrap separator={<span className="footer-sep">|</span>} className="footer-row">
        <span>{t('footer:terms')}</span>
        <span>{t('footer:privacy')}</span>
        <Popover trigger="click" title={t('footer:chatGroup')} content={<div className="chat-group-popup">{t('footer:chatGroupTip')}</div>}>
          <Typography.Link data-testid="footer-chat-group">
            <QrcodeOutlined /> {t('footer:chatGroup')}
          </Typography.Link>
        </Popover>
      </Space>
      <div className="footer-row">{t('footer:contact', { email: config?.email || t('footer:contactFallback') })}</div>
      {config?.recordName && (
        <div className="footer-row">
          <a href={config.recordUrl || undefined} target="_blank" rel="noopener noreferrer">
            {config.recordName}
          </a>
        </div>
      )}
      <div className="footer-row">
        {t('footer:poweredBy')}{' '}
        {config?.projectUrl ? (
          <a href={config.projectUrl} target="_blank" rel="noopener noreferrer">
            {projectName}
          </a>
        ) : (
          projectName
        )}
      </div>
    </footer>
  );
}
