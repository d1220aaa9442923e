// Wire types of registration, captcha, password reset, the settings centre and the back-office e-mail settings.

/** get-register-code, get-change-email-code, apply-reset-password: when the code expires and when another may be asked. */
export interface CodeSent {
  /** Seconds the code (or reset link) stays valid. */
  expireSeconds: number;
  /** Seconds before the server accepts another request for this address. */
  resendSeconds: number;
}

/** check-username-or-email: true when taken. */
export interface UsernameOrEmailExists {
  username: boolean;
  email: boolean;
}

/** GET captcha. */
export interface Captcha {
  /** An SVG image as a data URL (data:image/svg+xml;base64,...). */
  img: string;
  /** Send back with the answer; single use, expires after ACCOUNT_RULES.captchaTtlSeconds. */
  captchaKey: string;
}

/** GET admin/config/get-email-config: the SMTP settings without the password. */
export interface EmailConfig {
  host: string;
  port: number;
  secure: boolean;
  username: string;
  sender: string;
  /** A password is stored (it is never sent back). */
  passwordSet: boolean;
  /** host and a sender (or a username that is an e-mail address) are set: mail goes out. */
  enabled: boolean;
}
