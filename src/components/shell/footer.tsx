import { useLocale, useTranslations } from 'next-intl';
import { footerSitemap } from '@/config/routes';
import { site } from '@/config/site';
import type { Locale } from '@/i18n/routing';
import { Address } from '../layout/address';
import { BackToTop } from './back-to-top';
import styles from './footer.module.css';
import { Logo } from './logo';
import { Popup } from './popup';
import { ShellLink } from './shell-link';

const VISIT_RULES = ['parking', 'luggage', 'idCheck', 'goods', 'photos'] as const;

/** Site footer (spec §2 "Footer"): company details, mobile sitemap, social, policies, help line, back to top. */
/** `exhibitionPath`: the promoted edition's page, where the sitemap's EXHIBITION goes (decision 014). */
export function Footer({ exhibitionPath }: { exhibitionPath?: string }) {
  const t = useTranslations('common');
  const locale = useLocale() as Locale;
  const { company } = site;
  const details = [
    { label: t('footer.ceo'), value: company.ceo[locale] },
    { label: t('footer.address'), value: <Address text={company.address[locale]} /> },
    { label: t('footer.businessNumber'), value: company.businessNumber },
    { label: t('footer.mailOrderNumber'), value: company.mailOrderNumber[locale] },
  ];
  return (
    <footer id="site-footer" className={styles.footer}>
      <div className={`container ${styles.inner}`}>
        <div className={styles.brandRow}>
          <ShellLink href="/" className={styles.logo} aria-label={t('brand.logoAlt')}>
            <Logo />
          </ShellLink>
          <BackToTop className={styles.top}>{t('footer.backToTop')}</BackToTop>
        </div>

        <nav className={styles.sitemap} aria-label={t('a11y.footerSitemap')}>
          <ul>
            {footerSitemap.map((item) => (
              <li key={item.path}>
                {/* The spec names these in English capitals on both sites; lang lets a Korean reader voice them. */}
                <ShellLink
                  href={item.labelKey === 'exhibitionGroup' && exhibitionPath ? exhibitionPath : item.path}
                  lang="en"
                >
                  {t(`footer.sitemap.${item.labelKey}`)}
                </ShellLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className={styles.columns}>
          <section aria-labelledby="footer-company">
            <h2 id="footer-company" className={styles.heading}>
              {company.name[locale]}
            </h2>
            <dl className={styles.details}>
              {details.map((d) => (
                <div key={d.label}>
                  <dt>{d.label}</dt>
                  <dd>{d.value}</dd>
                </div>
              ))}
              <div>
                <dt>{t('footer.email')}</dt>
                <dd>
                  <a href={`mailto:${company.email}`}>{company.email}</a>
                </dd>
              </div>
              <div>
                <dt>{t('footer.tel')}</dt>
                <dd>
                  <a href={`tel:${company.tel.replaceAll('-', '')}`}>{company.tel}</a>
                </dd>
              </div>
            </dl>
          </section>

          <div className={styles.side}>
            <p className={styles.helpLine}>
              <span>{t('footer.helpLine')}</span>
              <a href={`tel:${site.helpLine.replaceAll('-', '')}`}>{site.helpLine}</a>
            </p>
            <button
              type="button"
              className={styles.rulesButton}
              data-popup-open="visit-rules"
              aria-haspopup="dialog"
            >
              {t('visitRules.open')}
            </button>
            <ul className={styles.social} aria-label={t('a11y.social')}>
              {site.social.map((s) => (
                <li key={s.key}>
                  <a href={s.href} target="_blank" rel="noopener noreferrer">
                    {t(`footer.social.${s.key}`)}
                    <span className="visually-hidden"> ({t('a11y.newWindow')})</span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>

        <div className={styles.bottom}>
          <nav aria-label={t('a11y.policies')}>
            <ul className={styles.policies}>
              <li>
                <ShellLink href="/policies/privacy" className={styles.privacy}>
                  {t('nav.privacy')}
                </ShellLink>
              </li>
              <li>
                <ShellLink href="/policies/terms">{t('nav.terms')}</ShellLink>
              </li>
            </ul>
          </nav>
          <p className={styles.copyright}>
            {t('footer.copyright', { year: new Date().getFullYear(), brand: site.brandFull[locale] })}
          </p>
        </div>
      </div>

      <Popup
        id="visit-rules"
        title={t('visitRules.title')}
        actions={['cancel', 'confirm']}
        cancelLabel={t('popup.close')}
      >
        <p>{t('visitRules.intro')}</p>
        <ul>
          {VISIT_RULES.map((key) => (
            <li key={key}>{t(`visitRules.items.${key}`)}</li>
          ))}
        </ul>
      </Popup>
    </footer>
  );
}
