'use client';

import type { StaffProfile } from '@/schemas/admin';
import type { CheckInResult } from '@/schemas/admin-rules';
import { seoulDate } from '@/schemas/event-rules';
import { clearVault, seal, unseal } from './door-vault';

/**
 * The door's offline memory (decisions 018 and 036), sealed in this device's IndexedDB
 * (`door-vault.ts`, AES-GCM with a non-extractable key): today's ticket list of the chosen slot
 * (ids, states, code hashes, masked names and phones: what `GET /api/admin/check-ins/tickets`
 * answers), the scans and walk-ins admitted while offline, waiting for `POST
 * /api/admin/check-ins/sync`, and the staff member signed in on the door today. Only the device id
 * is in local storage. Nothing is in the service worker; sign-out clears it all.
 */

export type DoorTicket = {
  applicationId: string;
  codeHash: string;
  status: 'confirmed' | 'cancelled';
  checkedInAt: string | null;
  name: string;
  /** Masked (`010-****-1234`). */
  tel: string;
};
export type DoorTicketList = { sessionId: string; fetchedAt: string; tickets: DoorTicket[] };
export type QueuedScan = {
  scanId: string;
  sessionId: string;
  /** The scanned or typed code; absent for a visitor admitted from the offline search. */
  code?: string;
  scannedAt: string;
  applicationId: string;
  name: string;
  /** Admitted from the offline search (sent by application id). */
  bySearch?: boolean;
};
/** A visitor counted at the door while offline, one per entry. */
export type QueuedWalkIn = {
  walkInId: string;
  sessionId: string;
  scannedAt: string;
  confirmOverCapacity: boolean;
};
export type OfflineDecision = { result: CheckInResult; ticket: DoorTicket | null };

const KEY = 'moru.door';
const DEVICE = `${KEY}.device`;
const QUEUE = 'queue';
const WALK_INS = 'walkIns';
const LIST = 'tickets';
const STAFF = 'staff';

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

export const loadQueue = () => unseal<QueuedScan[]>(QUEUE, []);
export const saveQueue = (queue: QueuedScan[]) => seal(QUEUE, queue);
export const loadWalkIns = () => unseal<QueuedWalkIn[]>(WALK_INS, []);
export const saveWalkIns = (queue: QueuedWalkIn[]) => seal(WALK_INS, queue);

/** The slot's list, only if it was fetched for that slot on `today` (a Seoul date). */
export async function loadTickets(sessionId: string, today: string): Promise<DoorTicketList | null> {
  const list = await unseal<DoorTicketList | null>(LIST, null);
  if (!list || list.sessionId !== sessionId || seoulDate(list.fetchedAt) !== today) return null;
  return list;
}
/** Keeps one slot's list (choosing another slot replaces it). */
export const saveTickets = (list: DoorTicketList) => seal(LIST, list);

/** Keeps who is signed in on the door, for today only (a reload offline opens the door as them). */
export const rememberDoorStaff = (staff: StaffProfile) => seal(STAFF, { staff, day: seoulDate(new Date()) });
/** The staff member signed in on this door today, or null. */
export async function doorStaffToday(): Promise<StaffProfile | null> {
  const held = await unseal<{ staff: StaffProfile; day: string } | null>(STAFF, null);
  if (!held || held.day !== seoulDate(new Date())) return null;
  // NOTE: kept before profiles carried the scope (decision 044): read as unscoped; the server decides.
  return { ...held.staff, eventIds: held.staff.eventIds ?? null };
}
/** Today's slots as the door last read them (figures, no personal data): a reload offline shows them. */
export const saveDoorSlots = <T>(items: T[]) => seal('slots', { items, day: seoulDate(new Date()) });
export async function loadDoorSlots<T>(): Promise<T[] | null> {
  const held = await unseal<{ items: T[]; day: string } | null>('slots', null);
  return held && held.day === seoulDate(new Date()) ? held.items : null;
}

/**
 * Before decision 036 the list and the queue were in local storage in the clear: a queue left
 * there moves into the sealed store, and both keys go.
 */
export async function moveLegacyStorage(): Promise<void> {
  const legacy = read<QueuedScan[]>(`${KEY}.queue`, []);
  if (legacy.length) await saveQueue([...(await loadQueue()), ...legacy]);
  window.localStorage.removeItem(`${KEY}.queue`);
  window.localStorage.removeItem(`${KEY}.tickets`);
}

/** Sign-out: the key, the list, the queues and the identity go. */
export const clearDoor = () => clearVault();

/**
 * The offline search: a name fits a masked one (`김*루` for `김모루`: same length, the shown
 * characters equal), or four digits end the masked phone. The list holds no more than the door's
 * search shows, so nothing is matched that staff could not read off the screen.
 */
export function searchOffline(list: DoorTicketList, query: string): DoorTicket[] {
  const q = query.trim();
  if (!q) return [];
  if (/^\d{4}$/.test(q)) return list.tickets.filter((k) => k.tel.endsWith(q));
  const typed = [...q.toLowerCase().replace(/\s+/g, '')];
  return list.tickets.filter((k) => {
    const shown = [...k.name.toLowerCase().replace(/\s+/g, '')];
    if (shown.length !== typed.length) return false;
    return shown.every((c, i) => c === '*' || c === typed[i]);
  });
}
