import { describe, expect, it } from 'vitest';
import { type DoorTicketList, decideOffline, hashCode, type QueuedScan, searchOffline } from './door-queue';

const list: DoorTicketList = {
  sessionId: '00000000-0000-4000-8000-000000000001',
  fetchedAt: '2026-11-25T01:00:00.000Z',
  tickets: [
    {
      applicationId: 'a1',
      codeHash: 'h1',
      status: 'confirmed',
      checkedInAt: null,
      name: '김*루',
      tel: '010-****-2345',
    },
    {
      applicationId: 'a2',
      codeHash: 'h2',
      status: 'confirmed',
      checkedInAt: '2026-11-25T01:10:00.000Z',
      name: '이*',
      tel: '010-****-9999',
    },
    { applicationId: 'a3', codeHash: 'h3', status: 'cancelled', checkedInAt: null, name: '박*준', tel: '' },
  ],
};
const queued = (applicationId: string): QueuedScan => ({
  scanId: `s-${applicationId}`,
  sessionId: list.sessionId,
  code: 'MT1.x.y',
  scannedAt: '2026-11-25T01:20:00.000Z',
  applicationId,
  name: '',
});

describe('the door decides offline', () => {
  it('admits a ticket on the list once, on this device', () => {
    expect(decideOffline(list, 'h1', []).result).toBe('valid');
    expect(decideOffline(list, 'h1', [queued('a1')]).result).toBe('already_used');
  });
  it('knows used, cancelled and unknown tickets', () => {
    expect(decideOffline(list, 'h2', []).result).toBe('already_used');
    expect(decideOffline(list, 'h3', []).result).toBe('cancelled');
    expect(decideOffline(list, 'nope', [])).toEqual({ result: 'unknown', ticket: null });
  });
  it('hashes a code as the server does (base64url SHA-256)', async () => {
    const { createHash } = await import('node:crypto');
    const code = 'MT1.00000000-0000-4000-8000-000000000001.abcdefghijklmnopqrstuv';
    expect(await hashCode(code)).toBe(createHash('sha256').update(code).digest('base64url'));
  });
});

describe('the door searches its kept list offline', () => {
  it('finds a full name that fits the masked one, or the last four phone digits; nothing else', () => {
    expect(searchOffline(list, '김모루').map((k) => k.applicationId)).toEqual(['a1']);
    expect(searchOffline(list, ' 이산 ').map((k) => k.applicationId)).toEqual(['a2']);
    expect(searchOffline(list, '2345').map((k) => k.applicationId)).toEqual(['a1']);
    expect(searchOffline(list, '김모래루')).toEqual([]);
    expect(searchOffline(list, '최모루')).toEqual([]);
    expect(searchOffline(list, '1234')).toEqual([]);
    expect(searchOffline(list, '')).toEqual([]);
  });
});
