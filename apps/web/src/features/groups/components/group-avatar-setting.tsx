// The group avatar in the Setting tab (spec 002 §2.7, group root): the current one, then pick, crop to a
// 200x200 square and upload.
import '@/locales/need/more';
import { Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_RULES, type Group } from '@verdict/shared';
import { AvatarCropUpload } from '@/components/avatar-crop-upload';
import { useUploadGroupAvatar } from '../api/upload-group-avatar';
import { GroupAvatar } from './group-avatar';

export function GroupAvatarSetting({ group }: { group: Group }) {
  const { t } = useTranslation();
  const mutation = useUploadGroupAvatar(group.id);
  return (
    <section className="group-section group-avatar-setting" data-testid="group-avatar-setting">
      <Typography.Title level={5}>{t('groupRank:avatar.title')}</Typography.Title>
      <Space size={16} align="center" wrap>
        <GroupAvatar src={group.avatar} size={ACCOUNT_RULES.avatarCropSize / 2} />
        <div>
          <AvatarCropUpload
            upload={mutation.mutateAsync}
            pending={mutation.isPending}
            label={t('groupRank:avatar.choose')}
            testId="group-avatar-upload"
          />
          <Typography.Paragraph type="secondary" className="group-avatar-hint">
            {t('groupRank:avatar.hint', {
              types: ACCOUNT_RULES.avatarExtensions.join(', '),
              size: ACCOUNT_RULES.avatarMaxBytes / 1024 / 1024,
              crop: ACCOUNT_RULES.avatarCropSize,
            })}
          </Typography.Paragraph>
        </div>
      </Space>
    </section>
  );
}
