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

/** Masks a phone number's middle digits: `01012345678` → `010-****-5678`. */
export function maskTel(tel: string): string {
  const digits = tel.replace(/\D/g, '');
  if (digits.length < 7) return '*'.repeat(digits.length);
  return `${digits.slice(0, 3)}-${'*'.repeat(digits.length - 7)}-${digits.slice(-4)}`;
}

/** Writes a mobile number as people read it: `01012345678` → `010-1234-5678` (anything else as it is). */
export function formatTel(tel: string): string {
  const digits = tel.replace(/\D/g, '');
  if (digits.length === 11) return `${digits.slice(0, 3)}-${digits.slice(3, 7)}-${digits.slice(7)}`;
  if (digits.length === 10) return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
  return tel;
}

/** Masks a name's middle: `김모루` → `김*루`, `이산` → `이*`, `Jane Doe` → `J******e`. */
export function maskName(name: string): string {
  const chars = [...name.trim()];
  if (chars.length <= 1) return chars.join('');
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars[chars.length - 1]}`;
}
