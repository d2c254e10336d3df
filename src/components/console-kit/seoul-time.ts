import { SEOUL_OFFSET_MS, seoulDate, seoulTime } from '@/schemas/event-rules';

/** `YYYY-MM-DD HH:mm` in Asia/Seoul, the console's one date-time format. */
export function seoulDateTime(at: string | Date | null | undefined): string {
  if (!at) return '';
  return `${seoulDate(at)} ${seoulTime(at)}`;
}

/** The value of a `datetime-local` input showing `iso` in Seoul time. */
export function toSeoulInput(iso: string | null | undefined): string {
  if (!iso) return '';
  return new Date(new Date(iso).getTime() + SEOUL_OFFSET_MS).toISOString().slice(0, 16);
}

/** A `datetime-local` value read as Seoul time, as ISO 8601 with `+09:00` (null when empty). */
export function fromSeoulInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  return `${value}:00+09:00`;
}

export { seoulDate, seoulTime };
