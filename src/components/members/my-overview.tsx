'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import styles from './members.module.css';
import { useSession, useSessionActions } from './session-provider';

const LINKS = [
  { key: 'apply', href: '/my/apply' },
  { key: 'event', href: '/my/event' },
  { key: 'counsel', href: '/my/counsel' },
  { key: 'edit', href: '/my/edit' },
] as const;

/** `/my`: greeting and the ways into the member's pages. */
export function MyOverview() {
  const t = useTranslations('members.my');
  const { user } = useSession();
  const { detail } = useSessionActions();
  if (!user) return null;
  return (
    <div className={styles.wide}>
      <div>
        <p className="h2" data-testid="my-greeting">
          {t('greeting', { name: user.name })}
        </p>
        {detail?.memberType ? <p className={styles.hint}>{t(`memberType.${detail.memberType}`)}</p> : null}
      </div>
      <ul className={styles.menu}>
        {LINKS.map((l) => (
          <li key={l.key}>
            <Link href={l.href}>
              <strong>{t(`links.${l.key}`)}</strong>
              <span className={styles.hint}>{t(`linkDesc.${l.key}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
