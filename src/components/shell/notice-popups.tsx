'use client';

import { useLocale } from 'next-intl';
import { type ComponentType, useEffect, useState } from 'react';
import { usePathname } from '@/i18n/navigation';
import { apiJson } from '@/lib/client/api';
import { noticePageOf } from '@/schemas/notice-rules';
import type { PublicNotice, PublicNotices } from '@/schemas/notices';
import { browserStore, hiddenToday } from './notice-dismissals';

type Queue = { View: ComponentType<{ notices: PublicNotice[] }>; notices: PublicNotice[]; round: number };

/**
 * The notices live now, as cards at the foot of the screen one after another (decision 063: not
 * modal, the page usable behind them), asked for after the page has loaded (the page stays
 * prerendered; a fixed card shifts nothing). A notice hidden with
 * "don't show again today" stays hidden until the next Seoul day. The popups' own code
 * (notice-popup-view.tsx) is fetched only when there is a notice to show (issue 53).
 */
export function NoticePopups() {
  const locale = useLocale();
  const page = noticePageOf(usePathname());
  const [queue, setQueue] = useState<Queue | null>(null);

  useEffect(() => {
    let stale = false;
    const ask = () =>
      apiJson<PublicNotices>(`/api/notices?placement=${page}&locale=${locale}`)
        .then(async ({ items }) => {
          if (stale) return;
          const hidden = hiddenToday(browserStore(), new Date());
          const notices = items.filter((n) => !hidden.has(n.id));
          if (notices.length === 0) return setQueue(null);
          const { NoticeQueue } = await import('./notice-popup-view');
          if (!stale) setQueue((q) => ({ View: NoticeQueue, notices, round: (q?.round ?? 0) + 1 }));
        })
        .catch(() => {
          // NOTE: notices are an extra; a page whose notices (or their popup's code) cannot load is still the page.
        });
    // Not before the page has loaded: the page's own requests (and its main image) go first.
    if (document.readyState === 'complete') void ask();
    else window.addEventListener('load', ask, { once: true });
    return () => {
      stale = true;
      window.removeEventListener('load', ask);
    };
  }, [page, locale]);

  return queue ? <queue.View key={queue.round} notices={queue.notices} /> : null;
}
