'use client';

import { useEffect } from 'react';
import { MOBILE_BREAKPOINT, timing } from '@/config/design-tokens';

const CANCEL_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
const ease = (p: number) => (p < 0.5 ? 2 * p * p : 1 - (-2 * p + 2) ** 2 / 2);

/**
 * Spec §2/§9: 2 s after load the page scrolls to the online seminar section, over 6 s on desktop
 * and 4 s on mobile. Any wheel, touch, key or pointer input cancels it at once; reduced motion skips it.
 * The state is mirrored on the target as `data-autoscroll` (pending, running, done, cancelled, skipped).
 */
export function SeminarAutoScroll({ targetId }: { targetId: string }) {
  useEffect(() => {
    const target = document.getElementById(targetId);
    if (!target) return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      target.dataset.autoscroll = 'skipped';
      return;
    }
    let raf = 0;
    let finished = false;
    target.dataset.autoscroll = 'pending';
    const stop = (state: 'done' | 'cancelled') => {
      if (finished) return;
      finished = true;
      window.clearTimeout(timer);
      cancelAnimationFrame(raf);
      for (const e of CANCEL_EVENTS) window.removeEventListener(e, onInput);
      target.dataset.autoscroll = state;
    };
    const onInput = () => stop('cancelled');
    for (const e of CANCEL_EVENTS) window.addEventListener(e, onInput, { passive: true });
    const timer = window.setTimeout(() => {
      const duration =
        window.innerWidth < MOBILE_BREAKPOINT ? timing.seminarScroll.mobile : timing.seminarScroll.desktop;
      const header =
        Number.parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--header-h')) || 0;
      const start = window.scrollY;
      const end = Math.max(0, target.getBoundingClientRect().top + window.scrollY - header);
      const t0 = performance.now();
      target.dataset.autoscroll = 'running';
      const step = (now: number) => {
        if (finished) return;
        const p = Math.min(1, (now - t0) / duration);
        window.scrollTo({ top: start + (end - start) * ease(p), behavior: 'instant' });
        if (p < 1) raf = requestAnimationFrame(step);
        else stop('done');
      };
      raf = requestAnimationFrame(step);
    }, timing.seminarDelayMs);
    return () => stop('cancelled');
  }, [targetId]);
  return null;
}
