// Message keys of home (carousel), zh-CN then en-US; merged into the server catalogue (src/i18n/messages.ts).
import { CAROUSEL_LIMITS } from '@verdict/shared';

const types = CAROUSEL_LIMITS.extensions.join(', ');
const mb = CAROUSEL_LIMITS.imageMaxBytes / 1024 / 1024;

export const carouselMessages = {
  Carousel_image_required: ['请选择要上传的图片（字段 image）', 'Please choose an image to upload (field image)'],
  Carousel_type_invalid: [
    `图片类型不支持，仅支持 ${types}（按文件内容识别）`,
    `Image type not supported; use ${types} (checked by the file's content)`,
  ],
  Carousel_svg_refused: [
    'SVG 图片可能含有脚本，不能用于轮播图，请转换为 PNG 或 JPG 后上传',
    'SVG images can carry script and are not accepted for the carousel; convert it to PNG or JPG first',
  ],
  Carousel_too_large: [`图片大小不能超过 ${mb} MB`, `The image may be at most ${mb} MB`],
  Carousel_not_found: ['该轮播图不存在', 'The carousel image does not exist'],
  Carousel_uploaded: ['轮播图已上传', 'The carousel image has been uploaded'],
  Carousel_deleted: ['轮播图已删除', 'The carousel image has been deleted'],
} as const satisfies Record<string, readonly [string, string]>;
