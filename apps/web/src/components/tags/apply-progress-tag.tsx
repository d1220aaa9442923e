// A group problem's application to be public as a tag: applying, public or refused (spec 002 §3 applyPublicProgress).
import '@/locales/need/more';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApplyPublicProgress } from '@verdict/shared';

const COLORS: Record<number, string> = {
  [ApplyPublicProgress.Applying]: 'processing',
  [ApplyPublicProgress.Public]: 'success',
  [ApplyPublicProgress.Refused]: 'error',
};

export function ApplyProgressTag({ progress }: { progress: number }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLORS[progress]} data-testid="apply-progress">
      {t(`groupProblemApply:progress.${progress}`)}
    </Tag>
  );
}
