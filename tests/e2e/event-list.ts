import type { Page } from '@playwright/test';

/**
 * Opens the running tab of `/event` on the page that lists the event titled `title`. The list puts
 * the running show first and notices last (src/server/events/queries.ts), and the browser tests add
 * events of their own beside the demo's, so a card is not always on the first page: the API says
 * which page it is on, as the visitor would find it by paging.
 */
export async function openListWith(page: Page, title: RegExp): Promise<void> {
  for (let n = 1; n < 50; n++) {
    const res = await page.request.get(`/api/events?tab=on&page=${n}`);
    const list = (await res.json()) as { items: { title: string }[]; totalPages: number };
    if (list.items.some((e) => title.test(e.title.replace(/\s/g, ' ')))) {
      await page.goto(`/event?tab=on&page=${n}`);
      return;
    }
    if (n >= list.totalPages) break;
  }
  throw new Error(`no running event titled ${title} on any page of the list`);
}
