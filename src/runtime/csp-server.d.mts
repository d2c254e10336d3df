import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CspManifest } from './csp-hashes.mjs';

export type CspState = {
  manifest: CspManifest;
  policies: Map<string, string>;
  assetPolicy: string;
  bodies: Map<string, string>;
  deferred: Map<string, Buffer>;
};
export function loadCspManifest(distDir: string): CspState;
export function routeKey(url?: string): string;
export function policyFor(
  csp: CspState,
  answer: { route: string; nonce: string; status: number; contentType: string; prerendered: boolean },
): string;
export function pageCsp(csp: CspState, req: IncomingMessage, res: ServerResponse): void;
export function deferredBody(csp: CspState, body: Buffer, encoding?: string): Buffer;
export function policyForBody(csp: CspState, body: Buffer, encoding?: string): string;
export function policyForRenderedBody(csp: CspState, nonce: string, body: Buffer, encoding?: string): string;
