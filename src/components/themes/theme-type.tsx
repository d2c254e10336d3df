import type { Theme2023 } from '@/schemas/content';
import styles from './theme-type.module.css';

/**
 * The 2023 title lettering, drawn as inline SVG in the page's own typeface (one family for the word
 * everywhere). Every line carries a textLength inside a fixed viewBox, so the word scales with its
 * box and can never be cropped, at any width.
 */
const lines = (title: string) => title.split(/\s+/).filter(Boolean);

export function ThemeTitle({ theme }: { theme: Theme2023 }) {
  return (
    <svg className={styles.title} viewBox="0 0 960 180" aria-hidden="true" focusable="false" data-theme-title>
      <rect x="0" y="150" width="960" height="6" fill={theme.fontColor} opacity="0.35" />
      <rect x="0" y="30" width="14" height="110" fill={theme.fontColorBold} />
      <text
        x="40"
        y="136"
        fill={theme.fontColorBold}
        fontSize="120"
        fontWeight="800"
        textLength="900"
        lengthAdjust="spacingAndGlyphs"
      >
        {theme.title2}
      </text>
    </svg>
  );
}

/** The poster's typography: the title on one line per word, the programme line and a motif per theme. */
export function PosterType({ theme, label }: { theme: Theme2023; label: string }) {
  const words = lines(theme.title2);
  const size = words.length > 1 ? 96 : 78;
  // NOTE: the first baseline sits low enough that a line's box stays inside the frame in any
  // typeface: before the site font loads the fallback (Noto Sans CJK, ascent 1.16 em) stands taller.
  const top = 12 + Math.ceil(size * 1.2);
  const leading = size * 0.92;
  return (
    <svg
      className={styles.poster}
      viewBox="0 0 400 500"
      preserveAspectRatio="xMidYMid meet"
      aria-hidden="true"
      focusable="false"
      data-poster-type={theme.key}
    >
      <rect
        x="12"
        y="12"
        width="376"
        height={top + (words.length - 1) * leading + 44}
        fill="#ffffff"
        opacity="0.82"
      />
      <rect x="12" y="440" width="376" height="48" fill="#ffffff" opacity="0.82" />
      <Motif theme={theme} />
      {words.map((w, i) => (
        <text
          key={w}
          x="28"
          y={top + i * leading}
          fill={theme.fontColorBold}
          fontSize={size}
          fontWeight="800"
          textLength="344"
          lengthAdjust="spacingAndGlyphs"
          data-poster-line
        >
          {w}
        </text>
      ))}
      <text x="28" y="468" fill={theme.fontColorBold} fontSize="15" fontWeight="700" letterSpacing="3">
        {label}
      </text>
      <rect x="12" y="12" width="376" height="476" fill="none" stroke={theme.fontColorBold} strokeWidth="2" />
    </svg>
  );
}

function Motif({ theme }: { theme: Theme2023 }) {
  const c = theme.fontColorBold;
  if (theme.key === 'scenesory')
    return (
      <g fill="none" stroke={c} strokeWidth="1.5" opacity="0.8">
        <circle cx="300" cy="360" r="40" />
        <circle cx="300" cy="360" r="64" />
        <circle cx="300" cy="360" r="88" />
      </g>
    );
  if (theme.key === 'monologue') return <rect x="318" y="200" width="6" height="250" fill={c} />;
  return (
    <g fill={c}>
      {Array.from({ length: 24 }, (_, i) => (
        <circle
          key={`s${String(i)}`}
          cx={220 + (i % 6) * 28}
          cy={300 + Math.floor(i / 6) * 28}
          r={i % 5 === 0 ? 4 : 2}
        />
      ))}
    </g>
  );
}
