/**
 * A minimal RFC 5545 calendar with one event: enough for a ticket attachment that every calendar
 * app opens. Times are written in UTC; text is escaped and lines folded at 75 octets.
 */
export type IcsEvent = {
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  description?: string;
  location?: string;
  /** DTSTAMP: when the calendar object was created. */
  stamp: Date;
  url?: string;
  /**
   * SEQUENCE: raised on every change to the same UID, so a calendar app replaces the entry it
   * holds instead of adding a second one (RFC 5545 §3.8.7.4).
   */
  sequence?: number;
  /** `PUBLISH` (a ticket), `REQUEST` (an update of one), `CANCEL` (it is off; STATUS:CANCELLED). */
  method?: 'PUBLISH' | 'REQUEST' | 'CANCEL';
  /** ORGANIZER, as `mailto:` (RFC 5546 asks for one with REQUEST and CANCEL). */
  organizer?: string;
};

/** `20250301T050000Z` */
export function icsDate(d: Date): string {
  return d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** Escapes TEXT values (RFC 5545 §3.3.11). */
export function icsEscape(s: string): string {
  return s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

// NOTE: TextEncoder, not Buffer: the event page builds a ticket's .ics in the browser too.
const utf8 = new TextEncoder();

/** Folds a content line at 75 octets, never inside a UTF-8 character (RFC 5545 §3.1). */
export function icsFold(line: string): string {
  const out: string[] = [];
  let current = '';
  let bytes = 0;
  for (const ch of line) {
    const n = utf8.encode(ch).length;
    const limit = out.length === 0 ? 75 : 74;
    if (bytes + n > limit) {
      out.push(current);
      current = '';
      bytes = 0;
    }
    current += ch;
    bytes += n;
  }
  out.push(current);
  return out.join('\r\n ');
}

export function buildIcs(ev: IcsEvent, prodId = '-//Moru Surfaces//Design Trend//KO'): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${prodId}`,
    'CALSCALE:GREGORIAN',
    `METHOD:${ev.method ?? 'PUBLISH'}`,
    'BEGIN:VEVENT',
    `UID:${ev.uid}`,
    `SEQUENCE:${ev.sequence ?? 0}`,
    `DTSTAMP:${icsDate(ev.stamp)}`,
    `DTSTART:${icsDate(ev.start)}`,
    `DTEND:${icsDate(ev.end)}`,
    `SUMMARY:${icsEscape(ev.summary)}`,
    ...(ev.description ? [`DESCRIPTION:${icsEscape(ev.description)}`] : []),
    ...(ev.location ? [`LOCATION:${icsEscape(ev.location)}`] : []),
    ...(ev.url ? [`URL:${ev.url}`] : []),
    ...(ev.organizer ? [`ORGANIZER:mailto:${ev.organizer}`] : []),
    ...(ev.method === 'CANCEL' ? ['STATUS:CANCELLED'] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(icsFold).join('\r\n')}\r\n`;
}
