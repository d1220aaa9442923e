// The accounts module's public entry: other modules import only this file.
export {
  adminUserPage,
  deleteAccounts,
  editAccount,
  insertAccounts,
  takenNamesAndEmails,
  type AccountChanges,
  type NewAccount,
} from './admin-users.ts';
export { IMAGE_TYPES, PUBLIC_IMG_URL, publicImgDir, removeStoredImage, storeImage, type ImageRules } from './avatar.ts';
export { refuseCode, sendVerifyCode, spendVerifyCode } from './verify-codes.ts';
export { activeUidsAfter, countUsers, isUniqueViolation, uidNamedSql, userNamedExactly } from './lookup.ts';
export { getEmailConfig, isMailEnabled, saveEmailConfig, sendTestMail } from './mail.ts';
export { hashPassword, hashPasswords } from './passwords.ts';
export { spendGuess } from './password-guesses.ts';
export { previousLogin } from './previous-login.ts';
export { default as accountsRoutes } from './routes.ts';
export { listUserSessions, revokeSession, revokeUserSessions, type ResolvedSession } from './sessions.ts';
export { default as settingsRoutes } from './settings-routes.ts';
export { default as signupRoutes } from './signup-routes.ts';
export { knownUserField, userField, userFieldsObject, type UserField } from './user-fields.ts';
export { activeUserSql, publicProfile, rankedUsers, userMatchingSql, type PublicProfile } from './user-home.ts';
