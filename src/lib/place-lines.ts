/**
 * A place as a venue reads it on a narrow line: its name, then its address (`모루 서피스 성수 쇼룸
 * (서울 성동구 연무장길 118, 모루빌딩 1–3층)` is two lines, not one that wraps where it falls), and the
 * address's own pairs held together, a road and its number ("연무장길 118") and a building and its
 * floors ("모루빌딩 1–3층"): the eleventh review read "모루빌딩 / 1–3층" across two lines.
 */
export function placeLines(place: string): { name: string; address: string | null } {
  const m = /^(.+?)\s*\((.+)\)$/.exec(place.trim());
  return m ? { name: m[1], address: keepPairs(m[2]) } : { name: keepPairs(place), address: null };
}

/** The no-break spaces of an address: before a road's number and before a floor or floors. */
export const keepPairs = (text: string): string =>
  text
    .replace(/(\S(?:길|로))\s+(?=\d)/g, '$1\u00a0')
    .replace(/\s+(?=\d+(?:[–-]\d+)?(?:층|F)(?![A-Za-z0-9]))/g, '\u00a0');
