import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { securityHeaders } from './src/config/security-headers';

const withNextIntl = createNextIntlPlugin({
  requestConfig: './src/i18n/request.ts',
  experimental: { messages: { path: './messages', format: 'json', locales: ['ko', 'en'], precompile: true } },
});

const nextConfig: NextConfig = {
  // NOTE: a separate distDir lets a second build or dev server run beside the main one (tests, helpers).
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  reactStrictMode: true,
  poweredByHeader: false,
  // NOTE: PGlite ships WASM and data files that must be loaded from node_modules at run time.
  serverExternalPackages: ['@electric-sql/pglite', '@node-rs/argon2', 'pg', 'nodemailer', 'exceljs'],
  images: { formats: ['image/avif', 'image/webp'] },
  // `npm test` type-checks the whole tree (route types from `next typegen` included) before it starts
  // the browser tests' build, and sets this so the build does not check the same files again.
  typescript: { ignoreBuildErrors: process.env.MORU_TYPES_CHECKED === '1' },
  // Unmatched paths get src/app/global-not-found.tsx: the branded 404, server-rendered in its language.
  experimental: { globalNotFound: true },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders }];
  },
};

export default withNextIntl(nextConfig);
