export const CSP_REPORT_PATH: string;
export const CSP_REPORT_GROUP: string;
export const REPORTING_ENDPOINTS: string;
export type ThirdParties = { gtm: boolean; kakao: boolean };
export function thirdPartiesFrom(env: Record<string, string | undefined>): ThirdParties;
export function buildCsp(page?: {
  hashes?: string[];
  nonce?: string;
  styleHashes?: string[];
  thirdParties?: ThirdParties;
}): string;
