// Records pictures as showing their scene as it is now, without rendering them:
//   node scripts/render/record.mjs <output> [output ...]
// For a change the named pictures do not show (a shared constant edited for another year, a helper
// refactored to the same geometry), said in the commit that records them; render.mjs records what it
// renders itself. The media rules test then no longer lists them as stale (scene-source.mjs).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readRecord, sourceHash, writeRecord } from './scene-source.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const outputs = process.argv.slice(2);
const images = JSON.parse(readFileSync(join(here, 'manifest.json'), 'utf8')).images;
const unknown = outputs.filter((o) => !images.some((e) => e.output === o));
if (!outputs.length || unknown.length) {
  console.error(
    unknown.length
      ? `not in the catalogue: ${unknown.join(', ')}`
      : 'usage: node scripts/render/record.mjs <output> [output ...]',
  );
  process.exit(2);
}
const record = readRecord();
const updates = {};
for (const output of outputs) {
  const entry = images.find((e) => e.output === output);
  const hash = sourceHash(entry);
  console.log(`[record] ${output}: ${record[output] ?? 'none'} → ${hash}`);
  updates[output] = hash;
}
writeRecord(updates);
