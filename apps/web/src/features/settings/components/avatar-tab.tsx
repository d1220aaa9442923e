// Avatar tab: the current avatar, then pick an image (gif/jpg/jpeg/png/bmp/webp, at most 2 MB), crop it, upload 200x200.
import { Avatar, Button, Typography, Upload } from 'antd';
import { UploadOutlined, UserOutlined } from '@ant-design/icons';
import ImgCrop from 'antd-img-crop';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_RULES, type UserInfo } from '@verdict/shared';
import { notify } from '@/lib/notify';
import { useUploadAvatar } from '../api/upload-avatar';
import { AVATAR_ACCEPT, avatarProblem, toAvatarPng } from '../lib/avatar-file';

export function AvatarTab({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const mutation = useUploadAvatar();

  /** Refuses a wrong type or size before the crop dialog opens. */
  const beforeCrop = (file: File) => {
    const problem = avatarProblem(file);
    if (problem) notify.error(t(`settings:${problem}`));
    return problem === null;
  };

  /** Runs after the crop (and, for refused files, instead of it): antd's own upload is never used. */
  const beforeUpload = (file: File) => {
    if (!avatarProblem(file)) {
      void toAvatarPng(file)
        .then((png) => mutation.mutateAsync(png))
        .then(() => notify.success(t('settings:Upload_Avatar_Successfully')))
        .catch(() => undefined);
    }
    return Upload.LIST_IGNORE;
  };

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
        <ImgCrop
          aspect={1}
          quality={1}
          rotationSlider
          modalTitle={t('settings:cropTitle')}
          modalOk={t('settings:cropOk')}
          modalCancel={t('settings:cropCancel')}
          beforeCrop={beforeCrop}
        >
          <Upload accept={AVATAR_ACCEPT} showUploadList={false} beforeUpload={beforeUpload}>
            <Button icon={<UploadOutlined />} loading={mutation.isPending} data-testid="avatar-upload">
              {t('settings:chooseAvatar')}
            </Button>
          </Upload>
        </ImgCrop>
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
