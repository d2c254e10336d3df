/**
 * A place as a venue reads it on a narrow line: its name, then its address (the venue's name and,
 * in brackets, its street address and floors: two lines, not one that wraps where it falls), and the
 * address's own pairs held together, a road and its number and a building and its floors: the
 * eleventh review read the building's name at one line's end and "1–3" floors at the next one's start.
 */
export function placeLines(place: string): { name: string; address: string | null } {
  const m = /^(.+?)\s*\((.+)\)$/.exec(place.trim());
  return m ? { name: m[1], address: keepPairs(m[2]) } : { name: keepPairs(place), address: null };
}

// The address grammar's own syllables, not words shown to anyone: a road's name ends in gil (U+AE38)
// or ro (U+B85C), and a floor is cheung (U+CE35) or F.
const ROAD_NUMBER = /(\S[\uAE38\uB85C])\s+(?=\d)/g;
const FLOORS = /\s+(?=\d+(?:[–-]\d+)?(?:\uCE35|F)(?![A-Za-z0-9]))/g;

// A range of floors, "1–3층" or "1-3F": a line could still break after its dash ("모루빌딩 1– / 3층)",
// the sixteenth review at 390 px), so the dash is held to both numbers by word joiners (U+2060).
const FLOOR_RANGE = /(\d)([–-])(?=\d+(?:\uCE35|F)(?![A-Za-z0-9]))/g;

/** The no-break spaces of an address: before a road's number and before a floor or floors. */
export const keepPairs = (text: string): string =>
  text.replace(ROAD_NUMBER, '$1\u00a0').replace(FLOORS, '\u00a0').replace(FLOOR_RANGE, '$1\u2060$2\u2060');

/**
 * A short phrase kept on one line, such as the reason staff give for changed hours ("건물 점검"): at
 * 390 px the fourteenth review read "(건물 / 점검)" split across two. A longer one wraps as text does.
 */
export const shortPhrase = (text: string): string =>
  text.length <= 16 ? text.replaceAll(' ', '\u00a0') : text;
