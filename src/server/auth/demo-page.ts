import 'server-only';
import enMembers from '../../../messages/en/members.json';
import koMembers from '../../../messages/ko/members.json';
import { type Catalog, formatMessage } from '../messages';

const catalogs: Record<'ko' | 'en', Catalog> = { ko: koMembers, en: enMembers };

/** Text for the local stand-in pages (demo identity provider, demo OAuth consent), from members.json → `demo`. */
export function demoText(locale: 'ko' | 'en', key: string): string {
  const text = formatMessage(locale, catalogs[locale], `demo.${key}`);
  return text === `demo.${key}` ? key : text;
}

/** The stand-ins serve Korean-only pages (sign-up, sign-in): Korean unless `?lang=en`. */
export function demoLocale(req: Request): 'ko' | 'en' {
  return new URL(req.url).searchParams.get('lang') === 'en' ? 'en' : 'ko';
}

export const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** A small, self-contained HTML page for the stand-ins; clearly labelled as not the real service. */
export function demoPage(locale: 'ko' | 'en', title: string, badge: string, body: string): string {
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:420px;margin:24px auto;padding:0 16px;color:#111}
.badge{display:inline-block;background:#b00020;color:#fff;padding:4px 8px;border-radius:4px;font-weight:700;font-size:14px}
label{display:block;margin-top:12px;font-weight:600}input{display:block;width:100%;box-sizing:border-box;padding:10px;font-size:16px;margin-top:4px}
.row{display:flex;gap:8px;margin-top:20px}button{flex:1;padding:12px;font-size:16px;cursor:pointer}button[value=success],button[value=allow]{background:#111;color:#fff;border:0}
p.note{background:#fff4e5;padding:10px;border-radius:4px}</style></head>
<body><span class="badge">${esc(badge)}</span><h1>${esc(title)}</h1>${body}</body></html>`;
}
