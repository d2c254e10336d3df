import { describe, expect, it } from 'vitest';
import { can, inScope } from './permissions';

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';

describe('can(actor, permission, resource)', () => {
  it('grants what the role holds to an unscoped account, on any event', () => {
    expect(can({ role: 'manager', eventIds: null }, 'events.write', { eventId: B })).toBe(true);
    expect(can({ role: 'manager', eventIds: null }, 'inquiries.read')).toBe(true);
    expect(can({ role: 'door', eventIds: null }, 'events.read')).toBe(false);
  });

  it("limits a scoped account to its events' permissions and its events", () => {
    const scoped = { role: 'manager', eventIds: [A] } as const;
    expect(can(scoped, 'applicants.export', { eventId: A })).toBe(true);
    expect(can(scoped, 'applicants.export', { eventId: B })).toBe(false);
    expect(can(scoped, 'events.read')).toBe(true);
    expect(can(scoped, 'inquiries.read')).toBe(false);
    expect(can(scoped, 'content.write')).toBe(false);
    expect(can({ role: 'door', eventIds: [A] }, 'applicants.read', { eventId: A })).toBe(false);
  });

  it('inScope: every event without a scope, only the listed ones with one', () => {
    expect(inScope({ eventIds: null }, B)).toBe(true);
    expect(inScope({ eventIds: [A] }, A)).toBe(true);
    expect(inScope({ eventIds: [A] }, B)).toBe(false);
  });
});
