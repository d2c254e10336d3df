export const CSP_REPORT_GROUP: string;
export const REPORTING_ENDPOINTS: string;
export type ThirdParties = { gtm: boolean; kakao: boolean };
export function thirdPartiesFrom(env: Record<string, string | undefined>): ThirdParties;
export type IdentityOrigins = { sdkOrigin: string } | null;
export function identityFrom(env: Record<string, string | undefined>): IdentityOrigins;
export function buildCsp(page?: {
  identity?: IdentityOrigins;
  hashes?: string[];
  nonce?: string;
  styleHashes?: string[];
  thirdParties?: ThirdParties;
}): string;
