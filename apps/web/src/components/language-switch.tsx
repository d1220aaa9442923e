// Language switch: a dropdown between zh-CN and en-US that also switches the antd locale.
import { Button, Dropdown } from 'antd';
import { GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, changeLanguage, isLanguage } from '@/lib/i18n';

export function LanguageSwitch({ compact = false }: { compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const items = LANGUAGES.map((language) => ({
    key: language,
    label: <span data-testid={`lang-${language}`}>{t(`common:languages.${language}`)}</span>,
  }));
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items,
        selectable: true,
        selectedKeys: [i18n.language],
        onClick: ({ key }) => {
          if (isLanguage(key)) void changeLanguage(key);
        },
      }}
    >
      <Button type="text" icon={<GlobalOutlined />} data-testid="language-switch" aria-label={t('nav:language')}>
        {compact ? null : t(`common:languages.${i18n.language}`)}
      </Button>
    </Dropdown>
  );
}
