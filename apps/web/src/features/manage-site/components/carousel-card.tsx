// The "Home carousel" card of /manage/conf (root): pick an image (jpg, jpeg, jfif, png, gif, webp; ≤ 4 MB; SVG is
// refused), see it before uploading it with progress, and the images the home page rotates, each deleted after a
// confirmation.
import '@/locales/need/more';
import { useEffect, useState } from 'react';
import { Button, Card, Image, Progress, Upload } from 'antd';
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CAROUSEL_LIMITS } from '@verdict/shared';
import { QueryState } from '@/components/query-state';
import { useConfirmDelete } from '@/hooks/use-confirm-delete';
import { notify } from '@/lib/notify';
import { useCarouselImages, useDeleteCarouselImage, useUploadCarouselImage } from '../api/carousel';

const ACCEPT = CAROUSEL_LIMITS.extensions.map((ext) => `.${ext}`).join(',');
const MB = 1024 * 1024;

/** Why the file cannot be sent, as a manageSite key, or null. */
function carouselProblem(file: File): string | null {
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (ext === 'svg' || ext === 'svgz') return 'carousel.svgRefused';
  if (!(CAROUSEL_LIMITS.extensions as readonly string[]).includes(ext)) return 'carousel.typeRefused';
  if (file.size > CAROUSEL_LIMITS.imageMaxBytes) return 'carousel.tooLarge';
  return null;
}

/** The picked file and its object URL, freed when replaced or dropped. */
function usePicked() {
  const [picked, setPicked] = useState<{ file: File; url: string } | null>(null);
  useEffect(() => () => (picked ? URL.revokeObjectURL(picked.url) : undefined), [picked]);
  return [picked, (file: File | null) => setPicked(file ? { file, url: URL.createObjectURL(file) } : null)] as const;
}

function CarouselUploader() {
  const { t } = useTranslation();
  const [picked, pick] = usePicked();
  const [percent, setPercent] = useState<number | null>(null);
  const upload = useUploadCarouselImage();
  const params = { types: CAROUSEL_LIMITS.extensions.join(', '), limit: CAROUSEL_LIMITS.imageMaxBytes / MB };

  const send = (file: File) =>
    upload.mutate(
      { file, onProgress: setPercent, failMessage: t('manageSite:carousel.uploadFailed') },
      {
        onSuccess: () => {
          notify.success(t('manageSite:carousel.uploaded'));
          pick(null);
        },
        onError: (error) => notify.error(error.message || t('manageSite:carousel.uploadFailed')),
        onSettled: () => setPercent(null),
      },
    );

  return (
    <div className="ms-carousel-uploader">
      <Upload
        accept={ACCEPT}
        showUploadList={false}
        beforeUpload={(file) => {
          const problem = carouselProblem(file);
          if (problem) notify.error(t(`manageSite:${problem}`, params));
          else pick(file);
          return Upload.LIST_IGNORE;
        }}
      >
        <Button icon={<UploadOutlined />} disabled={upload.isPending} data-testid="carousel-pick">
          {t('manageSite:carousel.pick')}
        </Button>
      </Upload>
      <div className="ms-hint">{t('manageSite:carousel.rules', params)}</div>
      {picked && (
        <div className="ms-carousel-preview" data-testid="carousel-preview">
          <img src={picked.url} alt={picked.file.name} />
          <div className="ms-carousel-preview-actions">
            <Button type="primary" loading={upload.isPending} onClick={() => send(picked.file)} data-testid="carousel-upload">
              {t('manageSite:carousel.upload')}
            </Button>
            <Button disabled={upload.isPending} onClick={() => pick(null)}>
              {t('manageSite:form.cancel')}
            </Button>
            {percent !== null && <Progress percent={percent} size="small" data-testid="carousel-progress" />}
          </div>
        </div>
      )}
    </div>
  );
}

export function CarouselCard() {
  const { t } = useTranslation();
  const query = useCarouselImages();
  const remove = useDeleteCarouselImage();
  const confirmDelete = useConfirmDelete();

  return (
    <Card title={t('manageSite:carousel.title')} data-testid="carousel-card" className="ms-carousel-card">
      <CarouselUploader />
      <QueryState query={query} isEmpty={(images) => images.length === 0} emptyText={t('manageSite:carousel.empty')}>
        {(images) => (
          <div className="ms-carousel-list">
            {images.map((image) => (
              <div key={image.id} className="ms-carousel-item" data-testid={`carousel-item-${image.id}`}>
                <Image src={image.url} alt={t('manageSite:carousel.imageAlt', { id: image.id })} />
                <Button
                  danger
                  size="small"
                  icon={<DeleteOutlined />}
                  data-testid={`carousel-delete-${image.id}`}
                  onClick={() =>
                    confirmDelete({
                      title: t('manageSite:carousel.deleteTitle'),
                      content: t('manageSite:carousel.deleteContent'),
                      onConfirm: () => remove.mutateAsync(image.id),
                    })
                  }
                >
                  {t('manageSite:carousel.delete')}
                </Button>
              </div>
            ))}
          </div>
        )}
      </QueryState>
    </Card>
  );
}
