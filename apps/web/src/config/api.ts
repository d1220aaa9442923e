// API config: the base path of every call and the request header names of spec 000 §4/§7.
export const API_BASE = '/api';

export const HEADERS = {
  authorization: 'Authorization',
  refreshToken: 'Refresh-Token',
  urlType: 'Url-Type',
  acceptLanguage: 'Accept-Language',
} as const;

export const LOGIN_PATH = '/login';
export const ADMIN_LOGIN_PATH = '/manage/login';
export const ADMIN_HOME_PATH = '/manage';
