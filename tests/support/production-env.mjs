// What a start on PostgreSQL (DATABASE_URL set) needs beside it, for the local servers the tests and
// the bench start: src/server/env.ts refuses a production start without these (issue 56).

/** The test servers' signing key and pepper: long enough, and published here, so never production's. */
export const TEST_JWT_SECRET = 'crash-test-secret-with-enough-length-0123456789';
export const TEST_HASH_PEPPER = 'test-hash-pepper-with-enough-length-0123456789';

/**
 * The settings a local production start needs: the test secrets, a mail transport (`smtpUrl`, a
 * local sink: tests/support/smtp-sink.mjs), and localhost URLs, allowed by ALLOW_LOCAL_URLS.
 * `siteUrl` is the build's NEXT_PUBLIC_SITE_URL; APP_URL defaults to it.
 */
export function productionTestEnv({ smtpUrl, siteUrl, appUrl = siteUrl }) {
  return {
    JWT_SECRET: TEST_JWT_SECRET,
    HASH_PEPPER: TEST_HASH_PEPPER,
    SMTP_URL: smtpUrl,
    MAIL_FROM: 'Moru Design Trend (test) <no-reply@moru-surfaces.example>',
    APP_URL: appUrl,
    NEXT_PUBLIC_SITE_URL: siteUrl,
    ALLOW_LOCAL_URLS: 'true',
  };
}
