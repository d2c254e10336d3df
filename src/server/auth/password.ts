import 'server-only';
import { hash, verify } from '@node-rs/argon2';

/** OWASP's argon2id minimum (DESIGN.md "Stack"). */
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

let dummy: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. With no hash (unknown email, social-only member) it
 * still spends the same work on a dummy hash, so timing does not reveal whether the email exists.
 */
export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  if (!stored) {
    dummy ??= hashPassword('dummy-password-for-timing-0');
    await verify(await dummy, password).catch(() => false);
    return false;
  }
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
