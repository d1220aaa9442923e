// Settings API: POST /api/file/upload-avatar (multipart field "image") — answers the user info with the new avatar.
import { useMutation } from '@tanstack/react-query';
import type { UserInfo } from '@verdict/shared';
import { apiRequest } from '@/lib/api-client';
import { setUser } from '@/lib/session';

export const uploadAvatar = async (image: File): Promise<UserInfo> => {
  const form = new FormData();
  form.append('image', image);
  return (await apiRequest<UserInfo>('/file/upload-avatar', { method: 'POST', body: form })).data;
};

/** The session's user (and so the navigation avatar) takes the new avatar at once. */
export const useUploadAvatar = () => useMutation({ mutationFn: uploadAvatar, onSuccess: setUser });
