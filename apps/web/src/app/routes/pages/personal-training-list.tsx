// The caller's personal trainings (/personal/training, spec 002 §2.11): 5 a page, keyword, create, visible switch,
// edit, problems or chapters, delete for root; above them the limit and how sharing works.
import '@/locales/need/more';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { TRAINING_LIMITS } from '@verdict/shared';
import { AdminTrainingList } from '@/features/manage-trainings/components/admin-training-list';
import { PersonalTrainingScope } from '@/features/personal-trainings/components/personal-training-scope';

export default function PersonalTrainingListPage() {
  const { t } = useTranslation();
  return (
    <PersonalTrainingScope>
      <Typography.Paragraph type="secondary" data-testid="personal-training-hint">
        {t('personalTraining:hint', { max: TRAINING_LIMITS.personalMax })}
      </Typography.Paragraph>
      <AdminTrainingList />
    </PersonalTrainingScope>
  );
}
