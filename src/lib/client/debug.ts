const STORAGE_KEY = 'debug';

let enabled = false;

/** Debug mode (`?debug` in the URL): keeps the console and logs analytics calls. Lasts for the tab session. */
export function isDebugMode(): boolean {
  return enabled;
}

/** Reads `?debug` (and the tab's earlier choice) once the page runs; `?debug=0` turns it off. */
export function initDebugMode(search: string): boolean {
  const params = new URLSearchParams(search);
  try {
    if (params.get('debug') === '0' || params.get('debug') === 'false')
      sessionStorage.removeItem(STORAGE_KEY);
    else if (params.has('debug')) sessionStorage.setItem(STORAGE_KEY, '1');
    enabled = sessionStorage.getItem(STORAGE_KEY) === '1';
  } catch {
    enabled = params.has('debug');
  }
  return enabled;
}

const original: Partial<Pick<Console, 'log' | 'warn'>> = {};

/** Spec §2/issue 2: outside debug mode, production silences console warnings and logs. */
export function applyConsolePolicy(production: boolean) {
  const silence = production && !enabled;
  for (const key of ['log', 'warn'] as const) {
    if (silence) {
      original[key] ??= console[key];
      console[key] = () => {};
    } else if (original[key]) {
      console[key] = original[key] as Console[typeof key];
    }
  }
}
