import { z } from 'zod';

// In a browser, zod probes `new Function('')` once to decide whether to compile its object
// parsers. Under the strict Content-Security-Policy (no 'unsafe-eval', decision 011) the probe
// throws, zod falls back, but the browser still reports a violation for every page with a form.
// `jitless` skips the probe; the server keeps the compiled parsers.
if (typeof window !== 'undefined') z.config({ jitless: true });
