import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { breakpoints, containers, floorColors, headerHeight, MOBILE_BREAKPOINT } from './design-tokens';

const css = readFileSync(fileURLToPath(new URL('../styles/tokens.css', import.meta.url)), 'utf8');

/** Custom properties declared in the first `:root` block (the defaults). */
function rootVars(source: string): Record<string, string> {
  const block = source.match(/^:root\s*\{([^}]*)\}/m)?.[1] ?? '';
  return Object.fromEntries([...block.matchAll(/--([\w-]+):\s*([^;]+);/g)].map((m) => [m[1], m[2].trim()]));
}

const vars = rootVars(css);
const px = (value: number) => `${value}px`;

describe('tokens.css matches design-tokens.ts', () => {
  it('has the same breakpoints', () => {
    expect(vars['bp-xs']).toBe(px(breakpoints.xs));
    expect(vars['bp-sm']).toBe(px(breakpoints.sm));
    expect(vars['bp-md']).toBe(px(breakpoints.md));
    expect(vars['bp-mobile']).toBe(px(breakpoints.mobile));
    expect(vars['bp-tablet']).toBe(px(breakpoints.tablet));
    expect(vars['bp-wide']).toBe(px(breakpoints.wide));
    expect(Object.values(breakpoints)).toEqual([360, 440, 576, 768, 992, 1160]);
  });

  it('has the same container widths', () => {
    expect(vars['container-wide']).toBe(px(containers.wide));
    expect(vars['container-narrow']).toBe(px(containers.narrow));
  });

  it('has the header heights, the small one below the mobile breakpoint', () => {
    expect(vars['header-h']).toBe(px(headerHeight.desktop));
    const small = css.match(/@media \(max-width: (\d+)px\)\s*\{\s*:root\s*\{([^}]*)\}/);
    expect(Number(small?.[1])).toBe(MOBILE_BREAKPOINT - 1);
    expect(small?.[2]).toContain(`--header-h: ${px(headerHeight.small)};`);
  });

  it('has the floor colours for 1F to 3F', () => {
    for (const [floor, colors] of Object.entries(floorColors)) {
      const prefix = `floor-${floor.toLowerCase()}`;
      expect(vars[`${prefix}-bg`]).toBe(colors.bg);
      expect(vars[`${prefix}-fg`]).toBe(colors.fg);
      expect(vars[`${prefix}-accent`]).toBe(colors.accent);
    }
  });

  it('uses only the token breakpoints in the shell and global media queries', () => {
    const allowed = new Set(Object.values(breakpoints).flatMap((b) => [b, b - 1]));
    const files = [
      '../styles/tokens.css',
      '../app/globals.css',
      '../components/shell/header.module.css',
      '../components/shell/footer.module.css',
    ];
    for (const file of files) {
      const text = readFileSync(fileURLToPath(new URL(file, import.meta.url)), 'utf8');
      for (const m of text.matchAll(/@media[^{]*?(\d+)px/g))
        expect(allowed, `${file}: ${m[0]}`).toContain(Number(m[1]));
    }
  });
});
