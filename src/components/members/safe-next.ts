/** Only same-site paths are followed after sign-in (no `//host`, no scheme). */
export function safeNextPath(next: string | null | undefined, fallback = '/'): string {
  if (!next?.startsWith('/') || next.startsWith('//') || next.includes('\\')) return fallback;
  return next;
}

export const SOCIAL_SIGN_UP_KEY = 'moru.socialSignUp';
