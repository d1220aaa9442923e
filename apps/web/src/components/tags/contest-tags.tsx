// Contest tags: rule type (ACM/OI) and status (scheduled/running/ended) as coloured tags.
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ContestType } from '@verdict/shared';

const STATUS: Record<number, { key: string; color: string }> = {
  [-1]: { key: 'scheduled', color: 'blue' },
  0: { key: 'running', color: 'green' },
  1: { key: 'ended', color: 'default' },
};

export function ContestStatusTag({ status }: { status: number }) {
  const { t } = useTranslation();
  const entry = STATUS[status] ?? STATUS[1];
  return <Tag color={entry.color}>{t(`home:contestStatus.${entry.key}`)}</Tag>;
}

export function ContestTypeTag({ type }: { type: number }) {
  const { t } = useTranslation();
  return (
    <Tag color={type === ContestType.OI ? 'gold' : 'geekblue'}>
      {t(type === ContestType.OI ? 'home:contestType.oi' : 'home:contestType.acm')}
    </Tag>
  );
}
