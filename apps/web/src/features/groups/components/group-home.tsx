// The group's Home tab: its description as sanitised Markdown, or a note that it is not set yet.
import '@/locales/need/more';
import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Group } from '@verdict/shared';
import { MarkdownContent } from '@/components/markdown-content';

export function GroupHome({ group }: { group: Group }) {
  const { t } = useTranslation();
  if (!group.description.trim()) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('group:home.noDescription')} data-testid="group-no-description" />;
  }
  return <MarkdownContent source={group.description} testId="group-description" />;
}
