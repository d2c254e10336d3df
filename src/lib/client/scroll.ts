import { timing } from '@/config/design-tokens';

export const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

const easeInOutCubic = (t: number) => (t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2);

let cancelCurrent: (() => void) | null = null;

/**
 * Scrolls the window to `top` in 0.5–0.75 s (longer for longer distances), instantly under
 * `prefers-reduced-motion`. Spec §9: anchor scroll lasts 0.5 to 0.75 s.
 */
export function smoothScrollTo(top: number): Promise<void> {
  cancelCurrent?.();
  const start = window.scrollY;
  const target = Math.max(0, Math.min(top, document.documentElement.scrollHeight - window.innerHeight));
  const distance = target - start;
  if (prefersReducedMotion() || Math.abs(distance) < 1) {
    window.scrollTo({ top: target, behavior: 'instant' });
    return Promise.resolve();
  }
  const { anchorScrollMinMs: min, anchorScrollMaxMs: max } = timing;
  const duration = Math.min(max, min + Math.abs(distance) / 20);
  return new Promise((resolve) => {
    let frame = 0;
    const began = performance.now();
    const stop = () => {
      cancelAnimationFrame(frame);
      cancelCurrent = null;
      resolve();
    };
    cancelCurrent = stop;
    const step = (now: number) => {
      const t = Math.min(1, (now - began) / duration);
      window.scrollTo({ top: start + distance * easeInOutCubic(t), behavior: 'instant' });
      if (t < 1) frame = requestAnimationFrame(step);
      else stop();
    };
    frame = requestAnimationFrame(step);
  });
}

/** The document position of `el`, less its `scroll-margin-top` (which the CSS sets to the header height). */
export function anchorTop(el: Element): number {
  const margin = Number.parseFloat(getComputedStyle(el).scrollMarginTop) || 0;
  return el.getBoundingClientRect().top + window.scrollY - margin;
}

/** The element a URL hash points at (`#theme1` → `id="theme1"` or `name="theme1"`). */
export function hashTarget(hash: string): HTMLElement | null {
  if (!hash || hash === '#') return null;
  const id = decodeURIComponent(hash.slice(1));
  return document.getElementById(id) ?? document.getElementsByName(id)[0] ?? null;
}
