'use client';

import { useTranslations } from 'next-intl';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { StoredPicture } from '@/components/media/stored-picture';
import { useSession } from '@/components/members/session-provider';
import { Link, useRouter } from '@/i18n/navigation';
import { apiJson } from '@/lib/client/api';
import { formatDateRange } from '@/lib/dates';
import { type EventTab, seoulDate } from '@/schemas/event-rules';
import type { EventSummary, Paged } from '@/schemas/events';
import styles from './events.module.css';
import { HelpLine } from './help-line';
import { Pagination } from './pagination';
import { CARD_SIZES } from './picture-sizes';
import { cardStatus, shownDates, statusLabel } from './slot-dates';

type State = { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: Paged<EventSummary> };

const TABS = ['on', 'off'] as const satisfies readonly EventTab[];

/**
 * `/event`: the on/off tabs, event cards and pagination. PRIVATE events appear for their audience.
 * `initial` is the visitor's list rendered on the server; a signed-in member's list is fetched.
 */
export function EventList({
  tab,
  page,
  initial,
}: {
  tab: EventTab;
  page: number;
  initial?: Paged<EventSummary>;
}) {
  const t = useTranslations('events');
  const session = useSession();
  const router = useRouter();
  const [state, setState] = useState<State>(
    initial ? { status: 'ready', data: initial } : { status: 'loading' },
  );

  useEffect(() => {
    if (session.status === 'restoring') return;
    if (session.status === 'signedOut' && initial) return;
    let live = true;
    setState((s) => (s.status === 'ready' ? s : { status: 'loading' }));
    apiJson<Paged<EventSummary>>(`/events?tab=${tab}&page=${page}`)
      .then((data) => live && setState({ status: 'ready', data }))
      .catch(() => live && setState({ status: 'error' }));
    return () => {
      live = false;
    };
  }, [tab, page, session.status, initial]);

  const go = (next: { tab?: EventTab; page?: number }) =>
    router.push({ pathname: '/event', query: { tab: next.tab ?? tab, page: String(next.page ?? 1) } });

  // The WAI-ARIA tabs pattern: each tab names its panel (aria-controls) and each panel its tab
  // (aria-labelledby); the selected tab is the one Tab stop, arrow keys, Home and End move between
  // tabs, Enter or Space opens one (manual activation: a tab is a link to its list's address).
  const base = useId();
  const tabId = (key: EventTab) => `${base}-tab-${key}`;
  const panelId = (key: EventTab) => `${base}-panel-${key}`;
  const tabRefs = useRef<Partial<Record<EventTab, HTMLAnchorElement | null>>>({});
  const onTabKey = (e: KeyboardEvent<HTMLAnchorElement>, key: EventTab) => {
    if (e.key === ' ') {
      e.preventDefault();
      e.currentTarget.click();
      return;
    }
    const i = TABS.indexOf(key);
    const to =
      e.key === 'ArrowRight'
        ? TABS[(i + 1) % TABS.length]
        : e.key === 'ArrowLeft'
          ? TABS[(i - 1 + TABS.length) % TABS.length]
          : e.key === 'Home'
            ? TABS[0]
            : e.key === 'End'
              ? TABS[TABS.length - 1]
              : undefined;
    if (!to) return;
    e.preventDefault();
    tabRefs.current[to]?.focus();
  };

  return (
    <div className={`container ${styles.list}`}>
      <div className={styles.tabs} role="tablist" aria-label={t('list.tabsLabel')}>
        {TABS.map((key) => (
          <Link
            key={key}
            ref={(el) => {
              tabRefs.current[key] = el;
            }}
            id={tabId(key)}
            role="tab"
            aria-selected={tab === key}
            aria-controls={panelId(key)}
            tabIndex={tab === key ? 0 : -1}
            onKeyDown={(e) => onTabKey(e, key)}
            className={tab === key ? styles.tabActive : styles.tab}
            href={{ pathname: '/event', query: { tab: key } }}
          >
            {t(`list.tabs.${key}`)}
          </Link>
        ))}
      </div>
      {/* The other tab's panel: empty until its tab is opened, present so its tab's aria-controls names an element. */}
      {TABS.filter((key) => key !== tab).map((key) => (
        <div key={key} role="tabpanel" id={panelId(key)} aria-labelledby={tabId(key)} hidden />
      ))}
      <div
        role="tabpanel"
        id={panelId(tab)}
        aria-labelledby={tabId(tab)}
        aria-busy={state.status === 'loading'}
      >
        {state.status === 'error' ? <p className={styles.notice}>{t('list.loadFailed')}</p> : null}
        {state.status === 'ready' && state.data.items.length === 0 ? (
          <p className={styles.empty}>{t(`list.empty.${tab}`)}</p>
        ) : null}
        {state.status === 'ready' ? (
          <ul className={styles.cards}>
            {state.data.items.map((e, i) => (
              <li key={e.id}>
                <EventCard event={e} first={i === 0} />
              </li>
            ))}
          </ul>
        ) : null}
        {state.status === 'ready' ? (
          <Pagination
            page={state.data.page}
            totalPages={state.data.totalPages}
            onPage={(p) => go({ page: p })}
          />
        ) : null}
      </div>
      <HelpLine label={t('detail.helpLine')} />
    </div>
  );
}

/** `first`: the list's first card, whose picture is the page's largest paint on a phone: requested
 * with the page, at high priority, not once layout finds it near the screen; the other cards' come
 * after it, at low priority, the second's too where it shows at the foot of a phone's first screen
 * (issue 53, decision 060). */
function EventCard({ event, first }: { event: EventSummary; first: boolean }) {
  const t = useTranslations('events');
  const status = cardStatus(event, new Date());
  const dates = shownDates(event);
  return (
    <Link href={`/event/${event.id}`} className={styles.card} data-testid="event-card">
      <div className={styles.thumb} data-kind={event.kind} aria-hidden={event.picture ? undefined : true}>
        {event.picture ? (
          <StoredPicture
            image={event.picture}
            alt=""
            sizes={CARD_SIZES}
            focalBy="script"
            priority={first}
            low={!first}
          />
        ) : (
          <span>{t(`type.${event.type}`)}</span>
        )}
      </div>
      <div className={styles.cardBody}>
        {/* One status (what a visitor can do now) and the type as plain text. */}
        <p className={styles.cardMeta}>
          <span className={styles.cardStatus} data-status={status}>
            {t(statusLabel(status, event.type))}
          </span>
          <span className={styles.cardType}>{t(`type.${event.type}`)}</span>
        </p>
        <h2 className={styles.cardTitle}>{event.title}</h2>
        <p className={styles.cardSummary}>{event.summary}</p>
        <p className={styles.period}>
          <span className={styles.periodLabel}>{t('list.period')}</span>{' '}
          <time dateTime={dates.from}>
            {formatDateRange(seoulDate(dates.from), seoulDate(dates.to), 'ko')}
          </time>
        </p>
      </div>
    </Link>
  );
}
