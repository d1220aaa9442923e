// Static pages (/introduction, /developer, /wiki): short translated content chosen by the route name.
import '@/locales/need/more';
import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRouteMeta } from '@/lib/route-meta';

const CONTENT: Record<string, string> = {
  Introduction: 'introduction',
  Developer: 'developer',
  Wiki: 'wiki',
};

export default function StaticPage() {
  const { t } = useTranslation();
  const key = CONTENT[useRouteMeta()?.name ?? ''] ?? 'introduction';
  const paragraphs = t(`pages:static.${key}.body`, { returnObjects: true }) as string[];
  return (
    <div className="page narrow-page" data-testid={`static-${key}`}>
      <Card>
        <Typography.Title level={2}>{t(`pages:static.${key}.title`)}</Typography.Title>
        {paragraphs.map((text) => (
          <Typography.Paragraph key={text}>{text}</Typography.Paragraph>
        ))}
      </Card>
    </div>
  );
}
