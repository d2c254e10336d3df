// Build step of `npm run build`, after `next build`: writes `<distDir>/csp-manifest.json`, the
// hashes of every prerendered page's inline scripts and style attributes that the server's
// Content-Security-Policy names (src/runtime/csp-hashes.mjs, decision 011). Fails when a page has an
// inline event handler attribute. scripts/lib.mjs ensureBuild does the same for its builds.
import { join } from 'node:path';
import { CSP_MANIFEST, writeCspManifest } from '../src/runtime/csp-hashes.mjs';

const distDir = process.env.NEXT_DIST_DIR ?? '.next';
// Next read .env* itself; read them the same way for the NEXT_PUBLIC_* keys.
const { loadEnvConfig } = (await import('@next/env')).default;
loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error });
const m = writeCspManifest(distDir);
const counts = Object.values(m.routes).map((l) => l.length);
console.log(
  `[csp-manifest] ${counts.length} prerendered page(s), ${Math.min(...counts)}–${Math.max(...counts)} inline script hash(es) each, ${m.shared.length} shared → ${join(distDir, CSP_MANIFEST)}`,
);
