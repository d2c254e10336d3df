import { isSafeNextPath } from '@/schemas/session-rules';

/** Where to go after sign-in: `next` when it is a safe same-site path, else `fallback`. */
export function safeNextPath(next: string | null | undefined, fallback = '/'): string {
  return isSafeNextPath(next) ? next : fallback;
}

export const SOCIAL_SIGN_UP_KEY = 'moru.socialSignUp';
