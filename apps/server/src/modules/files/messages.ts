// Message keys of the markdown uploads, zh-CN then en-US; merged into the server catalogue (src/i18n/messages.ts).
import { MARKDOWN_UPLOAD_LIMITS } from '@verdict/shared';

const imageTypes = MARKDOWN_UPLOAD_LIMITS.imageTypes.join(', ');
const imageMb = MARKDOWN_UPLOAD_LIMITS.imageMaxBytes / 1024 / 1024;
const fileMb = (MARKDOWN_UPLOAD_LIMITS.fileMaxBytes + 1) / 1024 / 1024;

export const filesMessages = {
  Md_image_required: ['请选择要上传的图片（字段 image）', 'Please choose an image to upload (field image)'],
  Md_file_required: ['请选择要上传的文件（字段 file）', 'Please choose a file to upload (field file)'],
  Md_image_type_invalid: [`图片类型不支持，仅支持 ${imageTypes}`, `Image type not supported; use ${imageTypes}`],
  Md_image_too_large: [`图片大小不能超过 ${imageMb} MB`, `The image may be at most ${imageMb} MB`],
  Md_file_too_large: [`文件大小必须小于 ${fileMb} MB`, `The file must be smaller than ${fileMb} MB`],
  Md_gid_invalid: ['团队编号不合法', 'The group id is invalid'],
  Md_upload_forbidden: ['只有管理员或该团队的管理员可以上传', "Only administrators or the group's admins may upload"],
  Md_delete_forbidden: [
    '只有上传者、超级管理员或该团队的管理员可以删除',
    "Only the uploader, the super admin or the group's admins may delete it",
  ],
  Md_file_not_found: ['文件不存在或已被删除', 'The file does not exist or was deleted'],
  Md_upload_successfully: ['上传成功', 'Upload successfully'],
  Md_delete_successfully: ['删除成功', 'Delete successfully'],
} as const satisfies Record<string, readonly [string, string]>;
