'use client';

import type { CheckInResult } from '@/schemas/admin-rules';
import { seoulDate } from '@/schemas/event-rules';

/**
 * The door's offline memory (decision 018), kept in this device's local storage: today's ticket
 * list of the chosen slot (ids, states, code hashes, masked names: what `GET
 * /api/admin/check-ins/tickets` answers) and the scans admitted while offline, waiting for `POST
 * /api/admin/check-ins/sync`. Nothing else personal is stored, and nothing in the service worker.
 */

export type DoorTicket = {
  applicationId: string;
  codeHash: string;
  status: 'confirmed' | 'cancelled';
  checkedInAt: string | null;
  name: string;
};
export type DoorTicketList = { sessionId: string; fetchedAt: string; tickets: DoorTicket[] };
export type QueuedScan = {
  scanId: string;
  sessionId: string;
  code: string;
  scannedAt: string;
  applicationId: string;
  name: string;
};
export type OfflineDecision = { result: CheckInResult; ticket: DoorTicket | null };

const KEY = 'moru.door';
const DEVICE = `${KEY}.device`;
const QUEUE = `${KEY}.queue`;
const LIST = `${KEY}.tickets`;

/** base64url(SHA-256(code)), as the server hashes ticket codes for the list. */
export async function hashCode(code: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(code)));
  let bin = '';
  for (const b of digest) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * Decides a scan without the server: a code whose hash is not on the slot's list is `unknown` (a
 * forged code, or another slot's ticket: the list holds this slot only); a ticket used already (on
 * the server when the list was fetched, or in this device's queue) is `already_used`.
 */
export function decideOffline(
  list: DoorTicketList,
  hash: string,
  queue: readonly QueuedScan[],
): OfflineDecision {
  const ticket = list.tickets.find((t) => t.codeHash === hash) ?? null;
  if (!ticket) return { result: 'unknown', ticket: null };
  if (ticket.status === 'cancelled') return { result: 'cancelled', ticket };
  const queued = queue.some((q) => q.applicationId === ticket.applicationId);
  if (ticket.checkedInAt || queued) return { result: 'already_used', ticket };
  return { result: 'valid', ticket };
}

const read = <T>(key: string, fallback: T): T => {
  try {
    const raw = window.localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : fallback;
  } catch {
    return fallback;
  }
};
const write = (key: string, value: unknown) => window.localStorage.setItem(key, JSON.stringify(value));

/** A random id, URL-safe, for the device and for each scan. */
export function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** This device's id, chosen once: the server answers each (device, scan) once. */
export function deviceId(): string {
  let id = read<string | null>(DEVICE, null);
  if (!id) {
    id = randomId();
    write(DEVICE, id);
  }
  return id;
}

export const loadQueue = () => read<QueuedScan[]>(QUEUE, []);
export const saveQueue = (queue: QueuedScan[]) => write(QUEUE, queue);

/** The slot's list, only if it was fetched for that slot on `today` (a Seoul date). */
export function loadTickets(sessionId: string, today: string): DoorTicketList | null {
  const list = read<DoorTicketList | null>(LIST, null);
  if (!list || list.sessionId !== sessionId || seoulDate(list.fetchedAt) !== today) return null;
  return list;
}
/** Keeps one slot's list (choosing another slot replaces it). */
export const saveTickets = (list: DoorTicketList) => write(LIST, list);
