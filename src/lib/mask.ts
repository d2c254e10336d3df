/**
 * Masks the local part of an email, keeping its first characters (spec §9):
 * `maskEmail('hello@moru.kr') === 'hel**@moru.kr'`.
 */
export function maskEmail(email: string, visible = 3): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return email;
  const local = email.slice(0, at);
  const keep = Math.min(visible, Math.max(1, local.length - 2));
  return `${local.slice(0, keep)}${'*'.repeat(local.length - keep)}${email.slice(at)}`;
}
