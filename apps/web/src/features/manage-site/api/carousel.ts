// The home carousel in the back office (root): POST /api/file/upload-carouse-img (field image, with progress) and
// DELETE /api/admin/home-carousel?id=; the list is the home page's (GET /api/home-carousel, under the home page's key),
// refreshed after both.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CarouselImage } from '@verdict/shared';
import { api } from '@/lib/api-client';
import { siteKeys } from '@/lib/query-keys';
import { uploadWithProgress } from '@/lib/upload';

interface CarouselUpload {
  file: File;
  onProgress: (percent: number) => void;
  failMessage: string;
}

export const useCarouselImages = () =>
  useQuery({
    queryKey: siteKeys.homeCarousel,
    queryFn: () => api.get<CarouselImage[]>('/home-carousel', undefined, { silent: true }),
  });

const useCarouselMutation = <V, R>(mutationFn: (variables: V) => Promise<R>) => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: siteKeys.homeCarousel }) });
};

export const useUploadCarouselImage = () =>
  useCarouselMutation(({ file, onProgress, failMessage }: CarouselUpload) =>
    uploadWithProgress<CarouselImage>({ path: '/file/upload-carouse-img', file, field: 'image', onProgress, failMessage }),
  );

export const useDeleteCarouselImage = () => useCarouselMutation((id: number) => api.delete<null>('/admin/home-carousel', { id }));
