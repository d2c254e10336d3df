import { describe, expect, it } from 'vitest';
import { consoleNext } from './safe-next';

describe('where sign-in leads', () => {
  it('follows `next` inside the console', () => {
    expect(consoleNext('/admin/events?q=a', 'manager')).toBe('/admin/events?q=a');
    expect(consoleNext('/admin', 'owner')).toBe('/admin');
  });

  it("goes to the role's home for anything else", () => {
    for (const next of [
      null,
      '/',
      '//evil.test/admin',
      'https://evil.test/admin',
      '/administrator',
      '/admin/sign-in',
    ])
      expect(consoleNext(next, 'manager')).toBe('/admin');
    expect(consoleNext(null, 'door')).toBe('/admin/check-in');
  });
});
