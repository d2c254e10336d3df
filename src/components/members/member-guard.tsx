'use client';

import { useTranslations } from 'next-intl';
import { type ReactNode, useEffect } from 'react';
import { usePathname, useRouter } from '@/i18n/navigation';
import { isSigningOut } from '@/lib/client/session-store';
import styles from './members.module.css';
import { useSession } from './session-provider';

/** `/my/*`: renders only for a signed-in member; a visitor goes to `/sign/in?next=…` and comes back. */
export function MemberGuard({ children }: { children: ReactNode }) {
  const { status } = useSession();
  const router = useRouter();
  const pathname = usePathname();
  const t = useTranslations('members.guard');

  useEffect(() => {
    // NOTE: after logout or withdrawal the user is on the way to `/`, not to the sign-in page.
    if (status !== 'signedOut' || isSigningOut()) return;
    const next = `${pathname}${window.location.search}`;
    router.replace(`/sign/in?next=${encodeURIComponent(next)}`);
  }, [status, pathname, router]);

  if (status === 'signedIn') return <>{children}</>;
  return (
    <p className={`container ${styles.status}`} role="status" aria-live="polite">
      {status === 'restoring' ? t('restoring') : t('redirecting')}
    </p>
  );
}
