'use client';

import { useTranslations } from 'next-intl';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { header as headerTokens } from '@/config/design-tokens';
import { usePathname } from '@/i18n/navigation';
import { isKoreanOnlyPath, type Locale } from '@/i18n/routing';
import { useDrawer } from '@/lib/client/use-drawer';
import styles from './header.module.css';
import {
  type HeaderTheme,
  headerTheme,
  headerVisible,
  isMobileWidth,
  type SectionTheme,
} from './header-logic';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';
import {
  currentGroup,
  groupItems,
  NAV_GROUPS,
  type NavGroupKey,
  pageCurrent,
  sectionCurrent,
} from './nav-items';
import { ShellLink } from './shell-link';
import { useShellMenus } from './shell-menu';

type SideMenuComponent = typeof import('./side-menu')['SideMenu'];
let sideMenuLoading: Promise<SideMenuComponent> | null = null;

/**
 * The side menu (its markup, the share helpers, the session's greeting and logout) is not part of
 * the first load (issue 53): it is fetched when the visitor shows intent on the menu button
 * (pointer over it, finger on it, keyboard focus) and at the latest on the click, which opens it
 * once it is there. A failed fetch is forgotten, so the next click tries again.
 */
function loadSideMenu(): Promise<SideMenuComponent> {
  sideMenuLoading ??= import('./side-menu').then(
    (m) => m.SideMenu,
    (error: unknown) => {
      sideMenuLoading = null;
      throw error;
    },
  );
  return sideMenuLoading;
}

const warmSideMenu = () => {
  loadSideMenu().catch(() => {
    // NOTE: a fetch that failed is retried on the click.
  });
};

/**
 * NOTE for page authors: on mobile the header takes the colour of the section beneath it. A section
 * declares it with `data-header-theme="dark"` (dark background, light header text) or
 * `data-header-theme="light"`; sections without the attribute leave the default header.
 */
function sectionThemeUnder(probeY: number): SectionTheme | null {
  let found: SectionTheme | null = null;
  for (const el of document.querySelectorAll<HTMLElement>('[data-header-theme]')) {
    const rect = el.getBoundingClientRect();
    if (rect.top <= probeY && rect.bottom > probeY) {
      const value = el.dataset.headerTheme;
      if (value === 'dark' || value === 'light') found = value;
    }
  }
  return found;
}

export function Header({ locale, memberLink }: { locale: Locale; memberLink?: ReactNode }) {
  const t = useTranslations('common');
  // The page's path without the locale prefix: `/faq` on `/en/faq`.
  const pathname = usePathname();
  const [revealed, setRevealed] = useState(false);
  const [visible, setVisible] = useState(false);
  const [theme, setTheme] = useState<HeaderTheme>(() =>
    headerTheme({
      scrollY: 0,
      viewportWidth: 1440,
      viewportHeight: 900,
      documentHeight: 0,
      path: pathname,
      locale,
    }),
  );
  const {
    open: menuOpen,
    setOpen: setMenuOpen,
    close: closeMenu,
    panelRef: menuPanelRef,
    openerRef: menuButtonRef,
  } = useDrawer();
  const [openGroup, setOpenGroup] = useState<NavGroupKey | null>(null);
  // Set with the menu's first opening, in the same update as `open`: the drawer's focus trap needs
  // the panel in the DOM in the commit that opens it.
  const [SideMenu, setSideMenu] = useState<SideMenuComponent | null>(null);
  const openMenu = () => {
    loadSideMenu().then(
      (component) => {
        setSideMenu(() => component);
        setMenuOpen(true);
      },
      () => {
        // NOTE: offline or a chunk gone after a deploy; the menu stays closed and the next click retries.
      },
    );
  };
  const headerRef = useRef<HTMLElement>(null);
  const navRef = useRef<HTMLElement>(null);
  const state = useRef({ lastY: 0, visible: false, frame: 0 });
  // The page the header last read (its scroll handler reads the path from here).
  const lastPath = useRef(pathname);

  const pinned = menuOpen || openGroup !== null;

  const update = useCallback(() => {
    state.current.frame = 0;
    const scrollY = Math.max(0, window.scrollY);
    const viewportWidth = window.innerWidth;
    const probe = (headerRef.current?.offsetHeight ?? headerTokens.topThreshold.desktop) / 2;
    const input = {
      scrollY,
      previousScrollY: state.current.lastY,
      previousVisible: state.current.visible,
      viewportWidth,
      viewportHeight: window.innerHeight,
      documentHeight: document.documentElement.scrollHeight,
      path: lastPath.current,
      locale,
      revealed,
      pinned,
      sectionTheme: isMobileWidth(viewportWidth) ? sectionThemeUnder(probe) : null,
    };
    const nextVisible = headerVisible(input);
    state.current.lastY = scrollY;
    state.current.visible = nextVisible;
    setVisible(nextVisible);
    setTheme(headerTheme(input));
  }, [revealed, pinned, locale]);

  // Spec §9: the header reveals 1 s after load.
  useEffect(() => {
    const timer = window.setTimeout(() => setRevealed(true), headerTokens.revealDelayMs);
    return () => window.clearTimeout(timer);
  }, []);

  useEffect(() => {
    const schedule = () => {
      if (!state.current.frame) state.current.frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      cancelAnimationFrame(state.current.frame);
      state.current.frame = 0;
    };
  }, [update]);

  // A new page: close the panels and re-read the page (its theme, its sections).
  useEffect(() => {
    if (lastPath.current === pathname) return;
    lastPath.current = pathname;
    setOpenGroup(null);
    setMenuOpen(false);
    state.current.lastY = window.scrollY;
    update();
  }, [pathname, update, setMenuOpen]);

  // Dropdowns close on a click outside the menu bar and on Escape (focus back to their button).
  useEffect(() => {
    if (!openGroup) return;
    const onPointer = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpenGroup(null);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      navRef.current?.querySelector<HTMLButtonElement>(`[data-group-button="${openGroup}"]`)?.focus();
      setOpenGroup(null);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [openGroup]);

  const { exhibitions, designThemes } = useShellMenus();
  const group = currentGroup(pathname, exhibitions, designThemes);
  const koreanOnly = isKoreanOnlyPath(pathname);

  return (
    <>
      <header
        ref={headerRef}
        id="site-header"
        className={styles.header}
        data-hidden={visible ? 'false' : 'true'}
        data-theme={theme}
        data-revealed={revealed ? 'true' : 'false'}
      >
        <div className={`container ${styles.inner}`}>
          <ShellLink href="/" className={styles.logo} aria-label={t('brand.logoAlt')}>
            <Logo />
          </ShellLink>
          <nav ref={navRef} className={styles.nav} aria-label={t('a11y.mainMenu')}>
            <ul className={styles.navList}>
              <li className={styles.item}>
                <ShellLink href="/" className={styles.navLink} aria-current={pageCurrent(pathname, '/')}>
                  {t('nav.home')}
                </ShellLink>
              </li>
              {NAV_GROUPS.map(({ key, labelKey }) => {
                const open = openGroup === key;
                const panelId = `header-panel-${key}`;
                return (
                  <li
                    key={key}
                    className={styles.item}
                    onBlur={(event) => {
                      if (open && !event.currentTarget.contains(event.relatedTarget as Node | null))
                        setOpenGroup(null);
                    }}
                  >
                    <button
                      type="button"
                      className={`${styles.navButton} ${group === key ? styles.current : ''}`}
                      aria-expanded={open}
                      aria-controls={panelId}
                      data-group-button={key}
                      onClick={() => setOpenGroup(open ? null : key)}
                    >
                      {t(`nav.${labelKey}`)}
                      <svg
                        className={styles.chevron}
                        viewBox="0 0 12 12"
                        width="12"
                        height="12"
                        aria-hidden="true"
                      >
                        <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
                      </svg>
                    </button>
                    <ul id={panelId} className={styles.panel} hidden={!open}>
                      {groupItems(key, exhibitions, designThemes).map((item) => (
                        <li key={item.path}>
                          <ShellLink
                            href={item.path}
                            aria-current={pageCurrent(pathname, item.path)}
                            onClick={() => setOpenGroup(null)}
                          >
                            {item.label ?? t(`nav.${item.labelKey}`, item.values)}
                          </ShellLink>
                        </li>
                      ))}
                    </ul>
                  </li>
                );
              })}
              <li className={styles.item}>
                <ShellLink
                  href="/event"
                  className={styles.navLink}
                  aria-current={sectionCurrent(pathname, '/event')}
                >
                  {t('nav.event')}
                </ShellLink>
              </li>
            </ul>
          </nav>
          <div className={styles.tools}>
            <LanguageSwitch locale={locale} pathname={pathname} englishHome={koreanOnly} />
            {memberLink}
            <button
              ref={menuButtonRef}
              type="button"
              className={styles.menuButton}
              aria-label={t('a11y.openMenu')}
              aria-haspopup="dialog"
              aria-expanded={menuOpen}
              aria-controls="side-menu"
              data-menu-button=""
              onPointerEnter={warmSideMenu}
              onTouchStart={warmSideMenu}
              onFocus={warmSideMenu}
              onClick={openMenu}
            >
              <span className={styles.bars} aria-hidden="true">
                <span />
                <span />
                <span />
              </span>
            </button>
          </div>
        </div>
      </header>
      {SideMenu ? (
        <SideMenu open={menuOpen} onClose={closeMenu} panelRef={menuPanelRef} pathname={pathname} />
      ) : null}
    </>
  );
}
