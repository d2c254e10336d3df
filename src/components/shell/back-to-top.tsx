'use client';

import type { MouseEvent, ReactNode } from 'react';
import { smoothScrollTo } from '@/lib/client/scroll';

/** Back-to-top link: scrolls up smoothly and moves focus to the top of the page (`#top`). */
export function BackToTop({ className, children }: { className?: string; children: ReactNode }) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    void smoothScrollTo(0).then(() => document.getElementById('top')?.focus({ preventScroll: true }));
  };
  return (
    // biome-ignore lint/a11y/useValidAnchor: a real in-page link (#top) that works without JS; JS only smooths the scroll
    <a href="#top" className={className} onClick={onClick} data-back-to-top="">
      {children}
    </a>
  );
}
