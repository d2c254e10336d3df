import type { IncomingMessage, ServerResponse } from 'node:http';

type Handler = (req: IncomingMessage, res: ServerResponse) => unknown;

export const PAGE_METHODS: string[];
export const FETCH_FORBIDDEN_METHODS: Set<string>;
export function isApi(url?: string): boolean;
export function requestParts(req: IncomingMessage): { url: string; headers: Headers };
export function sendResponse(res: ServerResponse, answer: Response): Promise<void>;
export function routeRequests(handlers: {
  api: Handler;
  refuseApiMethod: (url: string, headers: Headers) => Promise<Response>;
  page: Handler;
  /** Whether a request path is a file under public/ (Next serves it before any route). */
  isPublicFile?: (path: string) => boolean;
}): (req: IncomingMessage, res: ServerResponse) => unknown;
export const REVALIDATE_PATH: string;
export const NOT_FOUND_PATH: string;
export const EN_NOT_FOUND_PATH: string;
export function notFoundPathFor(path: string): string;
export function isUnnormalised(path: string): boolean;
export function errorsNotStored(res: ServerResponse): void;
export function looksLikeFile(path: string): boolean;
export function publicFiles(dir: string): Set<string>;
