// Avatar tab: the current avatar, then pick an image (gif/jpg/jpeg/png/bmp/webp, at most 2 MB), crop it, upload 200x200.
import '@/locales/need/more';
import { Avatar, Typography } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_RULES, type UserInfo } from '@verdict/shared';
import { AvatarCropUpload } from '@/components/avatar-crop-upload';
import { useUploadAvatar } from '../api/upload-avatar';

export function AvatarTab({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const mutation = useUploadAvatar();

  return (
    <div className="avatar-tab" data-testid="avatar-tab">
      <Avatar
        size={ACCOUNT_RULES.avatarCropSize / 2}
        src={user.avatar || undefined}
        icon={<UserOutlined />}
        alt={t('settings:currentAvatar')}
        data-testid="current-avatar"
      />
      <div className="avatar-actions">
        <AvatarCropUpload
          upload={mutation.mutateAsync}
          pending={mutation.isPending}
          label={t('settings:chooseAvatar')}
          testId="avatar-upload"
        />
        <Typography.Paragraph type="secondary">
          {t('settings:avatarHint', {
            types: ACCOUNT_RULES.avatarExtensions.join(', '),
            size: ACCOUNT_RULES.avatarMaxBytes / 1024 / 1024,
            crop: ACCOUNT_RULES.avatarCropSize,
          })}
        </Typography.Paragraph>
      </div>
    </div>
  );
}
