'use client';

import { useEffect } from 'react';

/**
 * Marks the document `data-hydrated` once the shell has hydrated. The framework's scripts load
 * after the first paint (decision 059), so a page is on screen for a moment before its buttons
 * answer: the attribute says when they do, for styles that wait for it and for the browser tests,
 * which wait for it after each navigation (`tests/e2e/fixtures.ts`) instead of clicking into a page
 * that cannot answer yet.
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.setAttribute('data-hydrated', '');
  }, []);
  return null;
}
