export const TEST_JWT_SECRET: string;
export const TEST_HASH_PEPPER: string;
export function productionTestEnv(options: {
  smtpUrl: string;
  siteUrl: string;
  appUrl?: string;
}): Record<string, string>;
