import { cookies } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { LOCALE_COOKIE } from '@/i18n/routing';
import { EnglishNote } from './english-note';

/**
 * The English note of the Korean-only pages, for their layout: it reads the language cookie the
 * language switch writes (these pages render per request already), its copy always from the
 * English messages. Whether it shows on a page is the note's own rule (`EnglishNote`).
 */
export async function EnglishNoteFor() {
  const prefersEnglish = (await cookies()).get(LOCALE_COOKIE)?.value === 'en';
  const t = await getTranslations({ locale: 'en', namespace: 'events.englishNote' });
  return (
    <EnglishNote prefersEnglish={prefersEnglish} text={t('text')} back={t('back')} dismiss={t('dismiss')} />
  );
}
