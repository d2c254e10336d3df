import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Tap targets (issue 18; WCAG 2.5.5 and 2.5.8). On the phone (390 px) every visible interactive
 * element — a link, button, input, select, textarea, [role=button], summary, or a label wrapping a
 * control — has a box of at least 44 × 44 px; on the desktop project at least 24 × 24 px (2.5.8).
 *
 * Exempt, as WCAG 2.5.8 allows: a link inside running text, i.e. inside a <p> or <li> whose text is
 * more than the link's own (a link alone in a list item, like a menu's, is not exempt). A control
 * inside a label that wraps it is measured as the label (the label is what a finger hits).
 *
 * routes.spec.ts checks every public page in both languages and the Korean-only pages (the event
 * list, the sign-in forms) with it during its one visit per page; tap-targets.spec.ts the contact form.
 */

type Offender = { what: string; width: number; height: number };

export async function smallTargets(page: Page, min: number, within = 'body'): Promise<Offender[]> {
  return page.evaluate(
    ({ min, within }) => {
      const selector =
        'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], summary, label';
      const offenders: { what: string; width: number; height: number }[] = [];
      const root = document.querySelector(within) ?? document.body;
      for (const el of Array.from(root.querySelectorAll<HTMLElement>(selector))) {
        if (el.closest('[aria-hidden="true"], [inert]')) continue;
        if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: false })) continue;
        const tag = el.tagName.toLowerCase();
        // A label counts when it wraps a control; the control inside it is measured as the label.
        if (tag === 'label' && !el.querySelector('input, select, textarea')) continue;
        if (tag !== 'label' && el.parentElement?.closest('label')?.contains(el)) continue;
        const box = el.getBoundingClientRect();
        // Visually hidden (a 1 px clip: the skip link until focused) or drawn off-screen.
        if (box.width <= 1 || box.height <= 1 || box.right <= 0 || box.left >= window.innerWidth) continue;
        if (tag === 'a') {
          const block = el.closest('p, li');
          const own = (el.textContent ?? '').trim().length;
          if (block && (block.textContent ?? '').trim().length > own) continue;
        }
        if (box.width >= min - 0.01 && box.height >= min - 0.01) continue;
        const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ');
        const where = el.closest('[class]')?.className.toString().split(' ')[0] ?? '';
        offenders.push({
          what: `${tag}${el.getAttribute('type') ? `[${el.getAttribute('type')}]` : ''} "${name.slice(0, 40)}" in .${where}`,
          width: Math.round(box.width),
          height: Math.round(box.height),
        });
      }
      return offenders;
    },
    { min, within },
  );
}

/**
 * Fails with the list of elements under the project's minimum (44 px on the phone, 24 px on
 * desktop), in the whole page or in the part `within` selects.
 */
export async function expectTapTargets(page: Page, mobile: boolean, within?: string) {
  expect(await smallTargets(page, mobile ? 44 : 24, within)).toEqual([]);
}
