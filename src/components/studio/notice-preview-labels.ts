import { getTranslations } from 'next-intl/server';
import { locales } from '@/i18n/routing';

/** The public popup's button texts in each language, for the studio's preview (the console itself is Korean). */
export type NoticePreviewLabels = Record<'ko' | 'en', { close: string; confirm: string; hideToday: string }>;

/** Read on the server from the public catalogue (`common.popup`, `common.notices`), the one source of these texts. */
export async function noticePreviewLabels(): Promise<NoticePreviewLabels> {
  const entries = await Promise.all(
    locales.map(async (locale) => {
      const t = await getTranslations({ locale, namespace: 'common' });
      return [
        locale,
        { close: t('popup.close'), confirm: t('popup.confirm'), hideToday: t('notices.hideToday') },
      ] as const;
    }),
  );
  return Object.fromEntries(entries) as NoticePreviewLabels;
}
