'use client';

import { useEffect, useLayoutEffect } from 'react';
import { restoreSiteFont } from './font-state';

/**
 * Marks the document `data-hydrated` once the shell has hydrated. The framework's scripts load
 * after the first paint (decision 059), so a page is on screen for a moment before its buttons
 * answer: the attribute says when they do, for styles that wait for it and for the browser tests,
 * which wait for it after each navigation (`tests/e2e/fixtures.ts`) instead of clicking into a page
 * that cannot answer yet. It also puts the site font back after a navigation that swapped the root
 * layout (`restoreSiteFont`).
 */
export function HydrationMark({ fontSlices }: { fontSlices: string }) {
  // before the first paint of a page whose root layout just took the document (restoreSiteFont)
  useLayoutEffect(() => restoreSiteFont(fontSlices), [fontSlices]);
  useEffect(() => {
    document.documentElement.setAttribute('data-hydrated', '');
  }, []);
  return null;
}
