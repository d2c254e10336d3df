import 'server-only';
import { ApiError } from '../api/errors';
import type { ApiApp } from '../api/router';
import { demoLocale, demoPage, demoText, esc } from '../auth/demo-page';
import { decryptResult, demoCi, demoIdentityEnabled, encryptResult, type IdentityProvider } from './provider';

/** Sample person pre-filled on the demo page (any valid Korean name / phone / birth works). */
export const DEMO_PERSON = { name: '홍길동', tel: '01012345678', birth: '19900101' };

/**
 * The demo provider: its page (below) answers the spec's encrypted `base64url(iv):base64url(ciphertext)`
 * result, opened on the server with the request id as the GCM additional data.
 */
export const demoProvider: IdentityProvider = {
  id: 'demo',
  start: (requestId) => ({
    provider: 'demo',
    url: `/api/identity/demo?requestId=${encodeURIComponent(requestId)}`,
  }),
  verify: async (result, requestId) => decryptResult(result, requestId),
};

/**
 * The demo identity provider's page (embedded default only): a page where a local user states who they
 * are; it answers the same encrypted `iv:ciphertext` string a real provider would, to the opener.
 */
export function mountDemoIdentity(r: ApiApp) {
  // GET /api/identity/demo?requestId= - the demo provider's page
  r.get('/identity/demo', (c) => {
    if (!demoIdentityEnabled()) throw new ApiError(404, 'NOT_FOUND');
    const locale = demoLocale(c.req.raw);
    const t = (k: string) => esc(demoText(locale, `identity.${k}`));
    const requestId = c.req.query('requestId') ?? '';
    const q = new URL(c.req.url).searchParams;
    const v = (k: keyof typeof DEMO_PERSON) => esc(q.get(k) ?? DEMO_PERSON[k]);
    const body = `<p class="note">${t('notice')}</p>
<form method="post" action="/api/identity/demo">
<input type="hidden" name="requestId" value="${esc(requestId)}">
<label>${t('name')}<input name="name" value="${v('name')}" required pattern="[가-힣]{2,4}" autocomplete="off"></label>
<label>${t('tel')}<input name="tel" value="${v('tel')}" required pattern="01[016789][0-9]{8}" inputmode="numeric" autocomplete="off"></label>
<label>${t('birth')}<input name="birth" value="${v('birth')}" required pattern="(19|20)[0-9]{6}" inputmode="numeric" autocomplete="off"></label>
<div class="row"><button type="submit" name="outcome" value="cancel" formnovalidate>${t('cancel')}</button><button type="submit" name="outcome" value="success">${t('submit')}</button></div>
</form>`;
    return c.html(
      demoPage(locale, demoText(locale, 'identity.title'), demoText(locale, 'identity.badge'), body),
    );
  });

  // POST /api/identity/demo - encrypts `success_name_tel_birth_ci` for the request and hands it back
  r.post('/identity/demo', async (c) => {
    if (!demoIdentityEnabled()) throw new ApiError(404, 'NOT_FOUND');
    const locale = demoLocale(c.req.raw);
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const s = (k: string) => (typeof form[k] === 'string' ? (form[k] as string).trim().slice(0, 64) : '');
    const requestId = s('requestId');
    const [name, tel, birth] = [s('name'), s('tel'), s('birth')].map((x) => x.replace(/_/g, ''));
    const success = s('outcome') === 'success';
    const result = encryptResult(
      `${success ? 'Y' : 'N'}_${name}_${tel}_${birth}_${demoCi(name, birth)}`,
      requestId,
    );
    const data = JSON.stringify({ type: 'moru-identity', requestId, result }).replace(/</g, '\\u003c');
    const body = `<p>${esc(demoText(locale, 'identity.done'))}</p><pre id="result" style="white-space:pre-wrap;word-break:break-all"></pre>
<script>(function(){var d=${data};if(window.opener){window.opener.postMessage(d,location.origin);window.close();}else{document.getElementById('result').textContent=d.result;}})();</script>`;
    return c.html(
      demoPage(locale, demoText(locale, 'identity.title'), demoText(locale, 'identity.badge'), body),
    );
  });
}
