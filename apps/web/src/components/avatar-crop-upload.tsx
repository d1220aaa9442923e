// Pick an image (gif/jpg/jpeg/png/bmp/webp, at most 2 MB), crop a square and upload it as a 200x200 PNG: the
// user's avatar in Settings and a group's avatar in its Setting tab. Toasts Upload_Avatar_Successfully.
import '@/locales/need/more';
import { Button, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import ImgCrop from 'antd-img-crop';
import { useTranslation } from 'react-i18next';
import { AVATAR_ACCEPT, avatarProblem, toAvatarPng } from '@/lib/avatar-file';
import { notify } from '@/lib/notify';

interface AvatarCropUploadProps {
  /** Sends the cropped 200x200 PNG. */
  upload: (image: File) => Promise<unknown>;
  pending: boolean;
  label: string;
  testId: string;
}

export function AvatarCropUpload({ upload, pending, label, testId }: AvatarCropUploadProps) {
  const { t } = useTranslation();

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
        .then(upload)
        .then(() => notify.success(t('settings:Upload_Avatar_Successfully')))
        .catch(() => undefined);
    }
    return Upload.LIST_IGNORE;
  };

  return (
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
        <Button icon={<UploadOutlined />} loading={pending} data-testid={testId}>
          {label}
        </Button>
      </Upload>
    </ImgCrop>
  );
}
