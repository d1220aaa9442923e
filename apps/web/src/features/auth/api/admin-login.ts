// Auth API: POST /api/admin/login — back-office login, same body and answer as the site login.
import type { LoginRequest } from '@verdict/shared';
import { loginWith, type LoginResult } from './login';

export const adminLogin = (body: LoginRequest): Promise<LoginResult> => loginWith('/admin/login', body);
