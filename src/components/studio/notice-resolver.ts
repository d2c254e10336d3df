import type { FieldErrors, Resolver } from 'react-hook-form';
import { noticeBody } from '@/schemas/notices';
import { type NoticeFormValues, toNoticeBody } from './notice-form-values';

/** The notice form, checked by the schema the API validates with (loaded on demand, with zod). */
export const noticeResolver: Resolver<NoticeFormValues> = async (values) => {
  const parsed = noticeBody.safeParse(toNoticeBody(values, false));
  if (parsed.success) return { values, errors: {} };
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field) errors[field] ??= { type: issue.code, message: issue.message };
  }
  return { values: {}, errors: errors as FieldErrors<NoticeFormValues> };
};
