// GET /admin/door.webmanifest - the door page as an app on a phone's home screen (decision 018)
import { getTranslations } from 'next-intl/server';
import { DOOR_SCOPE } from '@/components/admin/door-scope';

export const dynamic = 'force-static';

/** Korean, as the console is; it opens the check-in page alone, in its own window. */
export async function GET(): Promise<Response> {
  const t = await getTranslations({ locale: 'ko', namespace: 'admin.checkIn.manifest' });
  const manifest = {
    name: t('name'),
    short_name: t('shortName'),
    description: t('description'),
    lang: 'ko',
    id: DOOR_SCOPE,
    start_url: DOOR_SCOPE,
    scope: DOOR_SCOPE,
    display: 'standalone',
    orientation: 'portrait',
    background_color: '#111111',
    theme_color: '#111111',
    icons: [
      { src: '/icons/door-192.png', sizes: '192x192', type: 'image/png', purpose: 'any maskable' },
      { src: '/icons/door-512.png', sizes: '512x512', type: 'image/png', purpose: 'any maskable' },
    ],
  };
  return new Response(JSON.stringify(manifest), {
    headers: { 'content-type': 'application/manifest+json; charset=utf-8' },
  });
}
