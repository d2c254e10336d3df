// What builds one rendered subject, read from the scene modules' Python source: its builder and every
// function, class and constant it reaches, in its own module and in the modules it reaches by prefix
// (`K.` kit, `G.` shapes, `M.` materials, `B.` boards; a scene's unqualified names fall back to
// lib/scene.py). The media rules test reads it (no primitive as a subject, issue 52); its hash keys the
// render cache and the record of what each picture on the site was rendered from (rendered.json), so a
// scene changed after its render is listed as stale instead of being remembered in a note.
//
// Left out on purpose: the renderer's own settings (kit.settings, the denoiser, the exposure metering),
// which every picture shares; changing them is a decision to render again, not a change to a scene.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

/**
 * A module's top-level functions, classes and constants (`NAME = …`, with its indented or bracketed
 * continuation), and the subjects its `@subject('…')` (or the EP.02 gallery's `@gal(n)`) decorators
 * name; a subject assigned a lambda (`S['…'] = lambda seed: …`, `GAL[n] = …`) counts as a function of
 * its own.
 * @param {string} source
 */
export function pythonFunctions(source) {
  /** @type {Map<string, string>} */
  const fns = new Map();
  /** @type {Map<string, string>} */
  const subjects = new Map();
  /** @type {string | null} */
  let name = null;
  /** @type {string[]} */
  let body = [];
  /** @type {string[]} */
  let decorated = [];
  const close = () => {
    if (name) fns.set(name, body.join('\n'));
    name = null;
    body = [];
  };
  for (const line of source.split('\n')) {
    const deco = /^@subject\('([^']+)'\)|^@gal\((\d+)\)/.exec(line);
    const def = /^(?:def|class) (\w+)\b/.exec(line);
    const assigned = /^(?:S\['([^']+)'\]|GAL\[(\d+)\]) = (.+)$/.exec(line);
    const constant = /^([A-Z][A-Z0-9_]*) = /.exec(line);
    if (deco) {
      close();
      decorated.push(deco[1] ?? `gallery/${deco[2].padStart(2, '0')}`);
    } else if (assigned) {
      close();
      const subject = assigned[1] ?? `gallery/${assigned[2].padStart(2, '0')}`;
      fns.set(`=${subject}`, assigned[3]);
      subjects.set(subject, `=${subject}`);
    } else if (def || constant) {
      close();
      name = (def ?? constant)[1];
      if (def) for (const s of decorated) subjects.set(s, name);
      decorated = [];
      body.push(line);
    } else if (name && (line === '' || /^[\s#)\]}]/.test(line))) body.push(line);
    else close();
  }
  close();
  return { fns, subjects };
}

/** Modules that dispatch on the subject's first part rather than registering builders. */
const DISPATCH = {
  materials: { finish: 'finish', collection: 'collection', materials: 'plate' },
  boards: { board: 'build', section: 'section' },
};

/** The modules a prefix leads into, from any module. */
const PREFIXES = { K: 'lib/kit', G: 'lib/shapes', M: 'lib/materials', B: 'scenes/boards' };

const parsed = new Map();
function module(path) {
  if (!parsed.has(path)) parsed.set(path, pythonFunctions(readFileSync(join(here, `${path}.py`), 'utf8')));
  return parsed.get(path);
}

const piece = (key) => {
  const at = key.lastIndexOf(':');
  return module(key.slice(0, at)).fns.get(key.slice(at + 1));
};

/** The pieces one piece leads to (scanned once per run: 235 pictures share most of them). */
const scanned = new Map();
function references(key, deep) {
  const memo = `${deep ? 'deep' : 'calls'}|${key}`;
  if (scanned.has(memo)) return scanned.get(memo);
  const path = key.slice(0, key.lastIndexOf(':'));
  const names = deep ? /(?:\b([KGMB])\.)?\b([A-Za-z_]\w*)\b/g : /(?:\b([KG])\.)?\b(\w+)\(/g;
  const found = new Set();
  // deep, only the code itself: a comment that names a helper ("the slab's tags") is not a use of it
  const code = deep ? normalised(piece(key)) : piece(key);
  for (const [, prefix, word] of code.matchAll(names)) {
    // unqualified, a name is its own module's, or (deep, in a scene module) the scene library's
    const candidates = prefix
      ? [PREFIXES[prefix]]
      : deep && path.startsWith('scenes/')
        ? [path, 'lib/scene']
        : [path];
    const target = candidates.find((p) => module(p).fns.has(word));
    if (target) found.add(`${target}:${word}`);
  }
  scanned.set(memo, [...found]);
  return scanned.get(memo);
}

/**
 * The code that builds one subject of a scene module, as one text: each piece once, in the order it
 * was reached. By default it follows calls (`name(`) in the scene's module and into the kit's (`K.`)
 * and shapes' (`G.`) modules: what the scene places, for the media rules. `deep` follows every name a
 * piece mentions (functions, classes, constants) into the materials (`M.`), boards (`B.`) and scene
 * library modules too: everything the picture is made from, for its hash.
 * @param {string} scene the module under scenes/ (the catalogue entry's `scene`)
 * @param {string} subject
 * @param {{ deep?: boolean }} [options]
 */
export function subjectCode(scene, subject, { deep = false } = {}) {
  const home = `scenes/${scene}`;
  const { fns, subjects } = module(home);
  const start = subjects.get(subject) ?? DISPATCH[scene]?.[subject.split('/')[0]];
  if (!start || !fns.has(start)) throw new Error(`no builder for ${scene}:${subject}`);
  const first = `${home}:${start}`;
  const seen = new Set([first]);
  const queue = [first];
  const pieces = [];
  while (queue.length) {
    const key = queue.shift();
    pieces.push(piece(key));
    for (const next of references(key, deep))
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
  }
  return pieces.join('\n');
}

/** The code without what does not change a picture: comments, docstrings, blank lines, trailing spaces. */
export function normalised(code) {
  return code
    .replace(/"""[\s\S]*?"""/g, '')
    .split('\n')
    .map((l) => l.replace(/(^|\s)#.*$/, '').trimEnd())
    .filter(Boolean)
    .join('\n');
}

/**
 * What one catalogue entry's pictures are rendered from: its scene code (and its phone subject's, if it
 * has one) and the entry's own settings, as a short hash. What only the encoding reads (the render
 * order, the phone crop's focus) is left out.
 */
export function sourceHash(entry) {
  const subjects = [entry.subject, ...(entry.mobSubject ? [entry.mobSubject] : [])];
  const code = subjects.map((s) => normalised(subjectCode(entry.scene, s, { deep: true }))).join('\n---\n');
  const settings = JSON.stringify({ ...entry, priority: undefined, mobFocus: undefined });
  return createHash('sha1')
    .update(settings)
    .update('\n')
    .update(sectionLayout(entry.subject))
    .update(code)
    .digest('hex')
    .slice(0, 12);
}

/**
 * An archive section's entry in src/content/archive/sections.json (which samples, which finish, how
 * they lie), which its scene reads at render time: a section is stale when its entry changes, as when
 * its code does (2010's digital print re-rendered from the cache's old picture when only its entry
 * had changed). Empty for every other subject, so their hashes are what they were.
 * @param {string} subject
 */
export function sectionLayout(subject) {
  const m = /^section\/(\d{4})-(\d+)$/.exec(subject);
  if (!m) return '';
  const sections = JSON.parse(readFileSync(join(here, '../../src/content/archive/sections.json'), 'utf8'));
  return `${JSON.stringify(sections[m[1]]?.[Number(m[2]) - 1] ?? null)}\n`;
}

/** The record of what each picture was rendered from: output → sourceHash at its render. */
export const RECORD = join(here, 'rendered.json');
export const readRecord = () => JSON.parse(readFileSync(RECORD, 'utf8'));

/**
 * Sets `updates` (output → sourceHash) in the record, read again first so two runs sharing the
 * machine keep each other's entries, and writes it sorted (render.mjs and record.mjs both write it).
 */
export function writeRecord(updates) {
  const all = { ...readRecord(), ...updates };
  const sorted = Object.fromEntries(Object.entries(all).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(RECORD, `${JSON.stringify(sorted, null, 1)}\n`);
}
