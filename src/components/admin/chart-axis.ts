/**
 * Where the dashboard chart writes its day labels. The chart is drawn at the width it is shown
 * (one SVG unit = one CSS pixel), so its labels keep their size on a phone; these decide how many
 * fit without touching.
 */

/** The room one day label (`12.08` at 12 px) takes, with a gap to the next. */
export const AXIS_LABEL_PX = 44;

/** Label every n-th day so that no two labels overlap on bars `slotPx` wide. */
export function axisLabelEvery(slotPx: number, labelPx = AXIS_LABEL_PX): number {
  if (!(slotPx > 0)) return 1;
  return Math.max(1, Math.ceil(labelPx / slotPx));
}

/** Whether day `i` of `count` carries a label: the latest day always, then every `every` days back. */
export function axisLabelled(i: number, count: number, every: number): boolean {
  return (count - 1 - i) % every === 0;
}
