import type { CheckInResponse, DoorSyncResponse } from '@/schemas/admin';
import type { OfflineDecision } from '../door-queue';

/** One of today's slots as the door shows it (`GET /check-ins/sessions`). */
export type TodaySession = {
  id: string;
  eventId: string;
  eventTitle: string;
  startsAt: string;
  capacity: number;
  taken: number;
  seatsLeft: number;
  checkedIn: number;
  walkIns: number;
};

/** The last check-in's answer: the server's, the device's while offline, or an error. */
export type Outcome =
  | { code: string; answer: CheckInResponse; at: number }
  | { code: string; offline: OfflineDecision; at: number }
  | { code: string; error: string; at: number };

/** What a sync of the offline queue sent, and each scan the server did not admit. */
export type SyncReport = {
  sent: number;
  walkIns: number;
  overCapacity: number;
  problems: (DoorSyncResponse['results'][number] & { at: number })[];
};
