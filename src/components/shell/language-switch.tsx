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
function switchTo(target: Locale, path: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser we support
  document.cookie = `${LOCALE_COOKIE}=${target}; max-age=${LOCALE_COOKIE_MAX_AGE}; path=/; samesite=lax`;
  const { search, hash } = window.location;
  window.location.assign(`${localizedPath(path, target)}${search}${hash}`);
}

export function LanguageSwitch({ locale, pathname }: { locale: Locale; pathname: string }) {
  const t = useTranslations('common.header');
  const onClick = (target: Locale) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    switchTo(target, pathname);
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of two links, not form controls
    <div className={styles.lang} role="group" aria-label={t('languageSwitch')} data-language-switch="">
      {locales.map((target) => (
        <a
          key={target}
          href={localizedPath(pathname, target)}
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
