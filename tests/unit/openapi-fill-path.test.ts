import { describe, expect, it } from 'vitest';
import { fillPath, type Operation } from '../support/openapi';

const op: Operation = {
  method: 'POST',
  path: '/api/events/{id}/applications',
  params: [{ name: 'id', in: 'path', schema: { type: 'string', format: 'uuid' } }],
  statuses: [201],
  answers: {},
  auth: false,
};

/** The fuzz's URLs (tests/support/openapi.ts): each one must reach the operation it was made for. */
describe('fillPath', () => {
  it('encodes a path value into its segment', () => {
    expect(fillPath(op, { id: 'a/b c' })).toBe('/api/events/a%2Fb%20c/applications');
  });

  it('keeps a dot-segment value a segment of its own, so the URL parser does not remove it', () => {
    for (const id of ['.', '..', '%2e', '%2E%2e']) {
      const url = fillPath(op, { id });
      expect(new URL(url, 'http://localhost').pathname.split('/')).toHaveLength(5);
    }
  });
});
