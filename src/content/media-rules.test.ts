import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SIGN_IN_PICTURE, SIGN_UP_PICTURE } from '@/components/members/sign-in-picture';
import { EP5 } from '@/server/content/seed-ep5';
import { DEMO_THUMBNAILS, demoProgramme } from '@/server/events/seed';
import {
  pythonFunctions,
  readRecord,
  sectionLayout,
  sourceHash,
  subjectCode,
} from '../../scripts/render/scene-source.mjs';
import { archiveModules } from './archive';
import { exhibitionModules } from './exhibitions';
import { floorModules } from './home';
import { lookbookModules } from './lookbook';
import { MATERIALS } from './materials';
import { themeModules } from './themes';

/**
 * Issue 52 (decision 046): the art direction of round three, held on the render catalogue
 * (scripts/render/manifest.json) and on the content that points at pictures.
 */
type Render = { output: string; scene: string; subject: string; genre?: string };
const renderDir = join(process.cwd(), 'scripts/render');
const catalogue = (JSON.parse(readFileSync(join(renderDir, 'manifest.json'), 'utf8')) as { images: Render[] })
  .images;

/**
 * Pictures whose scene (or a helper it reaches) changed after their render and that wait for it, each
 * with its reason in the render README's "Remaining work". The list only shrinks: rendering a picture
 * records its scene's hash in scripts/render/rendered.json, and the test then wants it gone from here.
 */
const STALE_PENDING: string[] = [];

/** The kit's primitive-as-subject helpers: a bare sphere, a plinth with a sample on it, and the
 * still-life tuples (a sphere, cylinder or cone standing on the floor) the old archive covers used. */
const PRIMITIVE_SUBJECT = /\bK\.sphere\(|(?<![\w.])sphere\(|\bK\.plinth\(|\(\s*'(?:sphere|cyl|cone)'\s*,/;

describe('imagery round three (issue 52)', () => {
  it('gives every rendered picture a genre: a material board, a macro or a room', () => {
    expect(catalogue.length).toBeGreaterThan(150);
    const without = catalogue.filter((e) => !['board', 'macro', 'room'].includes(e.genre ?? ''));
    expect(without.map((e) => e.output)).toEqual([]);
    // a board is built by the board kit (scenes/boards.py), nothing else; the kit's other subjects
    // are the archive sections' macros of the boards' own samples
    for (const e of catalogue) {
      if (e.genre === 'board') expect(e.scene, e.output).toBe('boards');
      if (e.scene === 'boards')
        expect(e.genre, e.output).toBe(e.subject.startsWith('section/') ? 'macro' : 'board');
    }
  });

  it('shows the archive years and the home hero as material boards and the Collection as macros', () => {
    const genre = (o: string) => catalogue.find((e) => e.output === o)?.genre;
    for (let y = 2001; y <= 2022; y++) expect(genre(`archive/${y}`), String(y)).toBe('board');
    expect(genre('home/hero')).toBe('board');
    for (const e of catalogue.filter((x) => x.output.startsWith('collection/')))
      expect(e.genre).toBe('macro');
  });

  it('builds the Collection as true macros: the surface fills the frame, no sweep, no chips or props on it', () => {
    // batch 120: the review read the sample shots (chips and a block on a sweep) as 3D test renders
    const macros = catalogue.filter((x) => x.output.startsWith('collection/'));
    expect(macros).toHaveLength(6);
    for (const e of macros) {
      const code = subjectCode(e.scene, e.subject);
      for (const call of ['sweep(', 'sample_shot(', 'K.cyl(', 'K.sphere(', 'K.plinth('])
        expect(code, `${e.output}: ${call}`).not.toContain(call);
    }
  });

  it('shows the archive years’ sections as macros of their own year’s samples, no prop in the frame', () => {
    const sections = catalogue.filter((x) => x.output.startsWith('archive/sections/'));
    expect(sections.length).toBeGreaterThanOrEqual(60);
    for (const e of sections) {
      expect(e.genre, e.output).toBe('macro');
      expect(e.subject, e.output).toBe(`section/${e.output.split('/')[2]}`);
      const code = subjectCode(e.scene, e.subject);
      expect(code, e.output).toContain('BOARDS[year]');
      for (const call of ['sweep(', 'sample_shot(', 'K.cyl(', 'K.sphere(', 'K.plinth(', 'tag(', 'pencil('])
        expect(code, `${e.output}: ${call}`).not.toContain(call);
    }
  });

  it('places no primitive (sphere, cylinder, cone, plinth) as a subject in any scene', () => {
    // the last fifteen left on 2026-12-04: a bulb is turned with its neck and cap (shapes.bulb), a
    // bowl or a tumbler stands where a ball did, a pin has a flat head, a pouf is upholstered
    const offenders = catalogue
      .filter((e) => PRIMITIVE_SUBJECT.test(subjectCode(e.scene, e.subject)))
      .map((e) => e.output);
    expect(offenders).toEqual([]);
  });

  it('lays every board out with what gives a flat-lay its scale: tags, a swatch ring, a pencil and a rule', () => {
    const boards = catalogue.filter((e) => e.genre === 'board');
    expect(boards.length).toBeGreaterThanOrEqual(23);
    for (const e of boards) {
      const code = subjectCode(e.scene, e.subject);
      for (const call of ['sample(', 'tag(', 'swatch_ring(', 'pencil(', 'rule(', 'chamfer('])
        expect(code, `${e.output}: ${call}`).toContain(call);
    }
  });

  it('shows every picture as its scene builds it now, but for the ones listed as waiting for their render', () => {
    const record = readRecord();
    const stale = catalogue.filter((e) => record[e.output] !== sourceHash(e)).map((e) => e.output);
    expect(stale.sort()).toEqual([...STALE_PENDING].sort());
    // the record holds the catalogue's pictures and nothing else
    expect(Object.keys(record).sort()).toEqual(catalogue.map((e) => e.output).sort());
  });

  it('keeps the catalogue on record as catalogue.mjs writes it, so no picture is added by hand alone', () => {
    // five entries had been set in manifest.json and not in the list that writes it: a rewrite after
    // any edit to the list would have dropped two pictures and changed three
    const check = spawnSync(process.execPath, [join(renderDir, 'catalogue.mjs'), '--check'], {
      encoding: 'utf8',
    });
    expect(check.stderr).toBe('');
    expect(check.status).toBe(0);
  });

  it('keys an archive section by its sections.json entry too, which its scene reads at render time', () => {
    const sections = JSON.parse(
      readFileSync(join(process.cwd(), 'src/content/archive/sections.json'), 'utf8'),
    );
    expect(sectionLayout('section/2010-1')).toBe(`${JSON.stringify(sections['2010'][0])}\n`);
    expect(sectionLayout('board/2010')).toBe('');
  });

  it('finds a primitive subject when a scene builds one (the check can fail)', () => {
    expect(PRIMITIVE_SUBJECT.test('    K.sphere(0.2, (0, 0, 0.5), gold)')).toBe(true);
    expect(PRIMITIVE_SUBJECT.test("    ('cyl', (0.025, 1.4), (0.55, 0.35), 0, steel),")).toBe(true);
    expect(PRIMITIVE_SUBJECT.test('    K.box((0.3, 0.2, 0.02), (0, 0, 0), slab, 0.002)')).toBe(false);
    const { subjects, fns } = pythonFunctions(
      "@subject('a/b')\ndef _a(seed):\n    helper()\n\n\ndef helper():\n    K.sphere(1, (0, 0, 0))\n",
    );
    expect(subjects.get('a/b')).toBe('_a');
    expect(fns.get('helper')).toContain('K.sphere(');
    // inside the kit its own sphere is called unqualified; a longer name ending in it is not one
    expect(PRIMITIVE_SUBJECT.test('    sphere(r, (x, y, z), M.emission(color, strength))')).toBe(true);
    expect(PRIMITIVE_SUBJECT.test('    K.hemisphere(r, (x, y, z), glass)')).toBe(false);
    // a scene's `G.` and `K.` calls are followed into shapes.py and kit.py: the 2023 tasting bar's
    // pendants (`G.pendant`) are read down to the bulb they turn (`bulb`, then the kit's `lathe`)
    const tasting = subjectCode('rooms', 'events/tasting');
    expect(tasting).toContain('def pendant(');
    expect(tasting).toContain('def bulb(');
    expect(tasting).toContain('def stool(');
  });

  /** Every picture path content points at, with who it stands for (a year, a theme, a programme, an event). */
  function uses() {
    const owners = new Map<string, Set<string>>();
    const walk = (v: unknown, owner: string) => {
      if (typeof v === 'string') {
        if (v.startsWith('/images/')) {
          const key = v.replace(/-(web|mob)\.webp$|\.webp$/, '');
          owners.set(key, (owners.get(key) ?? new Set()).add(owner));
        }
      } else if (Array.isArray(v)) for (const x of v) walk(x, owner);
      else if (v && typeof v === 'object') for (const x of Object.values(v)) walk(x, owner);
    };
    for (const l of ['ko', 'en'] as const) {
      for (const entry of archiveModules[l]) walk(entry, `year ${entry.year}`);
      const { stories, designThemes } = themeModules[l];
      for (const [key, story] of Object.entries(stories)) walk(story, `theme ${key}`);
      for (const design of Object.values(designThemes) as { year: number; themes?: { key: string }[] }[])
        for (const [k, v] of Object.entries(design))
          if (Array.isArray(v)) for (const t of v as { key: string }[]) walk(t, `theme ${t.key}`);
          else if (k !== 'themes') walk(v, `design year ${design.year}`);
      const shows = exhibitionModules[l].exhibitions;
      for (const [slug, show] of Object.entries(shows)) walk(show, `exhibition ${slug}`);
      for (const [version, floors] of Object.entries(floorModules[l])) {
        const show = Object.values(shows).find((s) => s.floorVersion === version);
        walk(floors, `exhibition ${show?.slug ?? version}`);
      }
      walk(lookbookModules[l].lookbook, 'lookbook 2025');
    }
    // The materials catalogue (decision 042): each material's picture stands for its theme, whose
    // story page, the lookbook and the Collection all show that one material.
    for (const m of MATERIALS) walk(m.image, `theme ${m.theme}`);
    walk(EP5, 'exhibition popupep5');
    walk(SIGN_IN_PICTURE, 'sign-in');
    walk(SIGN_UP_PICTURE, 'sign-up');
    // An edition's exhibition event is that show: its card may show the show's own head picture.
    for (const e of demoProgramme(new Date('2026-12-01T00:00:00Z')))
      walk(
        e.thumbnail ?? DEMO_THUMBNAILS[e.kind],
        e.kind === 'exhibition' && e.edition ? `exhibition ${e.edition}` : `event ${e.key}`,
      );
    return owners;
  }

  it('shows no render twice on an exhibition page: its photographs are never its floor cards’ scenes', () => {
    // The review of 2026-12-02 (item 8): EP.04's "전시 현장" repeated the floor guide's three pictures,
    // crops of the same renders, as if they were photographs of the show. EP.01, EP.03 and EP.04 keep
    // their floor guide and show no photographs until they have pictures of their own.
    const subjectOf = (path: string) =>
      catalogue.find((e) => path.replace(/^\/images\//, '').replace(/(-(web|mob))?\.webp$/, '') === e.output)
        ?.subject ?? path;
    for (const l of ['ko', 'en'] as const)
      for (const show of Object.values(exhibitionModules[l].exhibitions)) {
        const floors = floorModules[l][show.floorVersion as keyof (typeof floorModules)[typeof l]] as {
          gif: string;
        }[];
        const floorScenes = new Set(floors.map((f) => subjectOf(f.gif)));
        const repeated = show.photos.map((p) => subjectOf(p.src)).filter((s) => floorScenes.has(s));
        expect(repeated, `${l} ${show.slug}`).toEqual([]);
      }
    // The check can fail: EP.04's first floor card is the scene its first photograph was.
    expect(subjectOf('/images/floors/persona-1f.webp')).toBe(
      subjectOf('/images/exhibitions/popupep4-1.webp'),
    );
  });

  it('shows an exhibition with a gallery without a strip of photographs: the gallery is its record', () => {
    // The fifth review read EP.02's three "전시 현장" pictures as its gallery's corridor, desk and
    // media room shown twice.
    for (const l of ['ko', 'en'] as const)
      for (const show of Object.values(exhibitionModules[l].exhibitions))
        if (show.gallery?.length) expect(show.photos, `${l} ${show.slug}`).toEqual([]);
    expect(exhibitionModules.ko.exhibitions.popupep2.gallery).toHaveLength(21);
  });

  it('uses each picture for one year, programme or event only', () => {
    // The last shared pictures, the material plates the archive years' sections took turns with,
    // left on 2026-12-04: every section shows a macro of its own year's samples.
    const owners = uses();
    expect(owners.size).toBeGreaterThan(150);
    const shared = [...owners]
      .filter(([, o]) => o.size > 1)
      .map(([p, o]) => `${p.replace(/^\/images\//, '')}: ${[...o].join(', ')}`)
      .sort();
    expect(shared).toEqual([]);
  });

  it('prints the running edition’s product codes on its samples’ tags as the Collection names them', () => {
    // the eleventh review read "TRAVERTINE MR-2501" on the home hero against the Collection's MS-25P01
    const boards = readFileSync(join(renderDir, 'scenes/boards.py'), 'utf8');
    const line = /^PRODUCT_CODES = \{2025: \{(.+)\}\}$/m.exec(boards)?.[1] ?? '';
    const printed = [...line.matchAll(/'(\w+)': '([A-Z0-9-]+)'/g)].map(([, kind, code]) => ({ kind, code }));
    expect(printed.length).toBeGreaterThanOrEqual(5);
    const products = new Map(MATERIALS.filter((m) => m.year === 2025).map((m) => [m.code, m.key]));
    for (const { kind, code } of printed) expect(products.has(code), `${kind}: ${code}`).toBe(true);
    // the two tags the board lays, on its travertine slab and its aluminium square
    expect(products.get(printed.find((p) => p.kind === 'trav')?.code ?? '')).toBe('desert-travertine');
    expect(products.get(printed.find((p) => p.kind === 'alu')?.code ?? '')).toBe('volt-line');
  });
});
