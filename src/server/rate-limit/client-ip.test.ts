import { describe, expect, it } from 'vitest';
import { clientIp } from './index';

const req = (headers: Record<string, string>) => new Request('http://localhost/api/x', { headers });

describe('clientIp', () => {
  it('reads the address the nearest trusted proxy appended, not what the client wrote before it', () => {
    const spoofed = req({ 'x-forwarded-for': '203.0.113.9, 198.51.100.7' });
    expect(clientIp(spoofed, 1)).toBe('198.51.100.7');
    expect(clientIp(spoofed, 2)).toBe('203.0.113.9');
  });

  it('takes the only entry when there is one (Next adds the socket address when the header is absent)', () => {
    expect(clientIp(req({ 'x-forwarded-for': '198.51.100.7' }), 1)).toBe('198.51.100.7');
    expect(clientIp(req({ 'x-forwarded-for': ' 198.51.100.7 ' }), 3)).toBe('198.51.100.7');
  });

  it('falls back to X-Real-IP, then to one shared key', () => {
    expect(clientIp(req({ 'x-real-ip': '198.51.100.8' }), 1)).toBe('198.51.100.8');
    expect(clientIp(req({ 'x-forwarded-for': ' , ' }), 1)).toBe('local');
    expect(clientIp(req({}), 1)).toBe('local');
  });

  it('defaults to one trusted proxy', () => {
    expect(clientIp(req({ 'x-forwarded-for': '203.0.113.9, 198.51.100.7' }))).toBe('198.51.100.7');
  });
});
