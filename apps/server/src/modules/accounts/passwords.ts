// Password hashing: argon2id with the library's recommended parameters.
import { hash, verify } from '@node-rs/argon2';
import { randomBytes } from 'node:crypto';

export const hashPassword = (password: string): Promise<string> => hash(password);

/** Hashes of many passwords (an import, a generation), a few at a time: each one takes a core for a while. */
export async function hashPasswords(passwords: string[], parallel = 4): Promise<string[]> {
  const hashes: string[] = new Array<string>(passwords.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < passwords.length; i = next++) hashes[i] = await hash(passwords[i]);
  };
  await Promise.all(Array.from({ length: Math.min(parallel, passwords.length) }, worker));
  return hashes;
}

export const verifyPassword = (passwordHash: string, password: string): Promise<boolean> =>
  verify(passwordHash, password).catch(() => false);

/** A random password of letters and digits (used when ADMIN_PASSWORD is unset). */
export function randomPassword(length = 16): string {
  const alphabet = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(length);
  let out = '';
  for (const b of bytes) out += alphabet[b % alphabet.length];
  // Guarantee both a letter and a digit, as the password rules ask.
  return out.slice(0, -2) + 'a7';
}
