import type { MetadataRoute } from 'next';
import { site } from '@/config/site';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [
      { userAgent: '*', allow: '/', disallow: ['/api/', '/admin', '/my', '/sign/', '/en/my', '/en/sign/'] },
    ],
    sitemap: new URL('/sitemap.xml', site.url).toString(),
  };
}
