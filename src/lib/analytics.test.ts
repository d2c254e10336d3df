import { afterEach, describe, expect, it, vi } from 'vitest';
import { initDebugMode } from '@/lib/client/debug';
import { track } from './analytics';

type TestWindow = { dataLayer?: unknown[] };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('track', () => {
  it('is a no-op on the server: no window, so no tag is called, nothing pushed, nothing logged, even in debug mode', () => {
    // What a server render could reach instead of the page's window: the process's globals.
    const gtag = vi.fn();
    const dataLayer: unknown[] = [];
    vi.stubGlobal('gtag', gtag);
    vi.stubGlobal('dataLayer', dataLayer);
    vi.stubGlobal('sessionStorage', undefined);
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    expect(typeof window).toBe('undefined');
    initDebugMode('?debug');
    try {
      track('logout', { method: 'menu' });
    } finally {
      initDebugMode('?debug=0');
    }
    expect(gtag).not.toHaveBeenCalled();
    expect(dataLayer).toEqual([]);
    expect(info).not.toHaveBeenCalled();
  });

  it('pushes the event and its parameters to dataLayer when present', () => {
    const win: TestWindow = { dataLayer: [] };
    vi.stubGlobal('window', win);
    track('logout', { method: 'menu' });
    expect(win.dataLayer).toEqual([{ event: 'logout', method: 'menu' }]);
  });

  it('sends a gtag event when Google Analytics is loaded', () => {
    const gtag = vi.fn();
    const win = { dataLayer: [] as unknown[], gtag };
    vi.stubGlobal('window', win);
    track('logout', { method: 'menu' });
    expect(gtag).toHaveBeenCalledWith('event', 'logout', { method: 'menu' });
    // Without a tag manager configured the event is not pushed a second time.
    expect(win.dataLayer).toEqual([]);
  });

  it('without dataLayer it only logs, and only in debug mode', () => {
    vi.stubGlobal('window', {});
    const store = new Map<string, string>();
    vi.stubGlobal('sessionStorage', {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => store.set(k, v),
      removeItem: (k: string) => store.delete(k),
    });
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    initDebugMode('');
    track('logout');
    expect(info).not.toHaveBeenCalled();
    initDebugMode('?debug');
    track('logout');
    expect(info).toHaveBeenCalledWith('[analytics]', 'logout', {});
    initDebugMode('?debug=0');
  });
});
