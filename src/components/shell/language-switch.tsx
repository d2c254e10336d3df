'use client';

import { useTranslations } from 'next-intl';
import type { MouseEvent } from 'react';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, type Locale, locales } from '@/i18n/routing';
import { localizedPath } from '@/lib/paths';
import styles from './header.module.css';

/**
 * Spec §4 "Language switch": sets the locale cookie, then opens `path` (the page's path without the
 * locale prefix) in the other language, keeping query and hash.
 */
function switchTo(target: Locale, path: string, keepQuery: boolean) {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser we support
  document.cookie = `${LOCALE_COOKIE}=${target}; max-age=${LOCALE_COOKIE_MAX_AGE}; path=/; samesite=lax`;
  const { search, hash } = window.location;
  window.location.assign(`${localizedPath(path, target)}${keepQuery ? `${search}${hash}` : ''}`);
}

/**
 * The KOR/ENG links. On a page kept in Korean only (the event, sign-in and My Page screens: DESIGN.md)
 * ENG leads to the English site's home (`englishHome`), so every header carries the switch (the tenth
 * review found it missing there).
 */
export function LanguageSwitch({
  locale,
  pathname,
  englishHome = false,
}: {
  locale: Locale;
  pathname: string;
  englishHome?: boolean;
}) {
  const t = useTranslations('common.header');
  const pathFor = (target: Locale) => (englishHome && target === 'en' ? '/' : pathname);
  const onClick = (target: Locale) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    switchTo(target, pathFor(target), pathFor(target) === pathname);
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of two links, not form controls
    <div className={styles.lang} role="group" aria-label={t('languageSwitch')} data-language-switch="">
      {locales.map((target) => (
        <a
          key={target}
          href={localizedPath(pathFor(target), target)}
          hrefLang={target}
          lang={target}
          aria-current={target === locale ? 'true' : undefined}
          onClick={onClick(target)}
          data-locale-link={target}
        >
          {t(target === 'ko' ? 'kor' : 'eng')}
          <span className="visually-hidden"> {t(target === 'ko' ? 'korLabel' : 'engLabel')}</span>
        </a>
      ))}
    </div>
  );
}
