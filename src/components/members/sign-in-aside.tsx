import { useTranslations } from 'next-intl';
import { Picture } from '@/components/media/picture';
import styles from './members.module.css';
import { SIGN_IN_PICTURE, SIGN_UP_PICTURE } from './sign-in-picture';

const BENEFITS = ['apply', 'ticket', 'counsel'] as const;

/**
 * Beside the sign-in form and the sign-up steps alike: what membership is for, under a picture of the
 * programme (the sixth review read the two pages as unmatched when sign-up had the words alone), each
 * page with its own picture of the ticket desk (`page`).
 */
export function SignInAside({ page = 'signIn' }: { page?: 'signIn' | 'signUp' }) {
  const t = useTranslations('members.signIn');
  return (
    <aside className={styles.signInAside} aria-labelledby="sign-in-aside-title">
      <Picture
        src={page === 'signUp' ? SIGN_UP_PICTURE : SIGN_IN_PICTURE}
        alt={t(page === 'signUp' ? 'asideAltSignUp' : 'asideAlt')}
        sizes="(min-width: 768px) 480px, 100vw"
        className={styles.signInPicture}
      />
      <div className={styles.signInAsideText}>
        <h2 id="sign-in-aside-title" className={styles.signInAsideTitle}>
          {t('asideTitle')}
        </h2>
        <p className={styles.hint}>{t('asideLead')}</p>
        <ul className={styles.benefits}>
          {BENEFITS.map((b) => (
            <li key={b}>{t(`benefits.${b}`)}</li>
          ))}
        </ul>
      </div>
    </aside>
  );
}
