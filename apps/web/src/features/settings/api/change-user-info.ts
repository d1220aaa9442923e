// Settings API: POST /api/change-userInfo — replaces every profile field; answers the updated user info.
import { useMutation } from '@tanstack/react-query';
import type { ChangeUserInfoRequest, UserInfo } from '@verdict/shared';
import { api } from '@/lib/api-client';
import { setUser } from '@/lib/session';

export const changeUserInfo = (body: ChangeUserInfoRequest): Promise<UserInfo> => api.post<UserInfo>('/change-userInfo', body);

export const useChangeUserInfo = () => useMutation({ mutationFn: changeUserInfo, onSuccess: setUser });
