import { useTranslations } from 'next-intl';
import type { SocialProvider } from '@/schemas/member-rules';
import styles from './members.module.css';

/** Kakao's speech bubble, drawn from its guideline's shape (a rounded bubble with a tail), in #000. */
function KakaoSymbol() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" className={styles.socialSymbol}>
      <path
        fill="#000000"
        d="M12 3.5c-5.25 0-9.5 3.3-9.5 7.4 0 2.6 1.72 4.9 4.33 6.2l-1.1 4.05c-.1.36.31.65.62.44l4.8-3.2c.28.02.56.03.85.03 5.25 0 9.5-3.3 9.5-7.4S17.25 3.5 12 3.5z"
      />
    </svg>
  );
}

/** Naver's "N": a white letterform with the diagonal stroke, on the button's green. */
function NaverSymbol() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" className={styles.socialSymbol}>
      <path fill="#FFFFFF" d="M4 4h5.2l5.7 8.3V4H20v16h-5.2l-5.7-8.3V20H4z" />
    </svg>
  );
}

/**
 * A Kakao or Naver sign-in link after each company's button guideline: Kakao #FEE500 with its black
 * symbol and the label at 85% black, radius 12 px; Naver #03C75A with the white N. The label is
 * the company's own; the form says once, under the buttons, when they lead to the local stand-in
 * (decision 057).
 */
export function SocialButton({ provider, href }: { provider: SocialProvider; href: string }) {
  const t = useTranslations('members.signIn');
  return (
    <a
      href={href}
      className={`${styles.socialButton} ${provider === 'kakao' ? styles.kakao : styles.naver}`}
      data-provider={provider}
    >
      <span className={styles.socialMark}>{provider === 'kakao' ? <KakaoSymbol /> : <NaverSymbol />}</span>
      <span className={styles.socialLabel}>{t(provider === 'kakao' ? 'kakaoLabel' : 'naverLabel')}</span>
    </a>
  );
}
