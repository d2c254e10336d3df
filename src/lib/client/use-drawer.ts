import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { focusableIn, trapFocus } from './focus-trap';

/**
 * A modal drawer opened by a button (the site's side menu, the console's navigation on phones).
 * While `open`: the page does not scroll, the panel takes focus and Tab stays inside it, Escape
 * closes it. `close` (Escape, a close button, the backdrop) gives focus back to the opener;
 * `setOpen(false)` closes without moving focus (a new page, a wider window).
 */
export function useDrawer<Panel extends HTMLElement = HTMLDivElement>() {
  const [open, setOpen] = useState(false);
  const panelRef = useRef<Panel>(null);
  const openerRef = useRef<HTMLButtonElement>(null);

  const close = useCallback(() => {
    setOpen(false);
    openerRef.current?.focus();
  }, []);

  // NOTE: a layout effect, so the panel has focus and Escape closes it from its first paint: the side
  // menu's code arrives on first use (decision 050), and a key pressed the moment it showed was lost
  // while a passive effect waited for the browser (CI pressed Escape there and the menu stayed open).
  useLayoutEffect(() => {
    if (!open || !panelRef.current) return;
    const panel = panelRef.current;
    document.body.classList.add('scroll-locked');
    const release = trapFocus(panel);
    (focusableIn(panel)[0] ?? panel).focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.body.classList.remove('scroll-locked');
      release();
      document.removeEventListener('keydown', onKey);
    };
  }, [open, close]);

  return { open, setOpen, close, panelRef, openerRef };
}
