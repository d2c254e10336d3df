import { useTranslations } from 'next-intl';
import { Picture } from '@/components/media/picture';
import styles from './members.module.css';

const BENEFITS = ['apply', 'ticket', 'counsel'] as const;

/**
 * Beside the sign-in form: what membership is for, under a picture of the programme; beside the
 * sign-up steps the same words without the picture (the steps' right half was empty at 1440 px).
 */
export function SignInAside({ picture = true }: { picture?: boolean }) {
  const t = useTranslations('members.signIn');
  return (
    <aside className={styles.signInAside} aria-labelledby="sign-in-aside-title">
      {picture ? (
        <Picture
          src="/images/events/docent.webp"
          alt={t('asideAlt')}
          sizes="(min-width: 768px) 480px, 100vw"
          className={styles.signInPicture}
        />
      ) : null}
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
