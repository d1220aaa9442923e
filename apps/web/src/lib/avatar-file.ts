// Avatar files (spec 000 §5; group avatars, spec 002 §2.7): the accepted types and size before cropping, and the 200x200 image sent after it.
import { ACCOUNT_RULES } from '@verdict/shared';

export type AvatarProblem = 'File_type_not_support' | 'Exceed_max_size_limit';

const extensionOf = (name: string) => name.slice(name.lastIndexOf('.') + 1).toLowerCase();

/** The `accept` attribute of the file picker. */
export const AVATAR_ACCEPT = ACCOUNT_RULES.avatarExtensions.map((ext) => `.${ext}`).join(',');

/** Why a chosen file cannot be an avatar, or null when it can. */
export const avatarProblem = (file: File): AvatarProblem | null => {
  if (!(ACCOUNT_RULES.avatarExtensions as readonly string[]).includes(extensionOf(file.name))) return 'File_type_not_support';
  if (file.size > ACCOUNT_RULES.avatarMaxBytes) return 'Exceed_max_size_limit';
  return null;
};

/**
 * The cropped square scaled to 200x200 and encoded as PNG: the cropper keeps the source's pixel size, and
 * canvases cannot encode gif or bmp, so every avatar leaves the browser as a small PNG.
 */
export const toAvatarPng = async (cropped: Blob): Promise<File> => {
  const size = ACCOUNT_RULES.avatarCropSize;
  const bitmap = await createImageBitmap(cropped);
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, size, size);
  bitmap.close();
  const blob = await new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((result) => (result ? resolve(result) : reject(new Error('the avatar could not be encoded'))), 'image/png'),
  );
  return new File([blob], 'avatar.png', { type: 'image/png' });
};
