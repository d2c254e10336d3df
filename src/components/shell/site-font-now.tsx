'use client';

import { useEffect } from 'react';
import { loadSiteFont } from './font-loader-core';

/**
 * The site font on a page the browser built itself. A 404 thrown while a page renders (an edition
 * or a year that does not exist, under a real section) comes from Next as an empty document that the
 * client fills in, and a script React inserts never runs: without this the page kept the system's
 * font (the sixth review). The values come from the server, so the font table stays out of the bundle.
 */
export function SiteFontNow({
  family,
  storageKey,
  slices,
}: {
  family: string;
  storageKey: string;
  slices: string;
}) {
  useEffect(() => {
    if (!document.documentElement.hasAttribute('data-fonts')) loadSiteFont(family, storageKey, slices);
  }, [family, storageKey, slices]);
  return null;
}
