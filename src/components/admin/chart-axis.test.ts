import { describe, expect, it } from 'vitest';
import { AXIS_LABEL_PX, axisLabelEvery, axisLabelled } from './chart-axis';

describe('the dashboard chart axis', () => {
  it('labels every day where the bars are wide enough, and thins the labels on a phone', () => {
    expect(axisLabelEvery(640 / 14)).toBe(1);
    // 390 px screen: about 340 px of chart for 14 days.
    expect(axisLabelEvery(340 / 14)).toBe(2);
    expect(axisLabelEvery(340 / 30)).toBe(4);
    expect(axisLabelEvery(0)).toBe(1);
  });

  it('never lets two labels overlap, whatever the width', () => {
    for (let width = 200; width <= 1200; width += 10)
      for (const days of [7, 14, 30]) {
        const slot = width / days;
        const every = axisLabelEvery(slot);
        expect(slot * every).toBeGreaterThanOrEqual(AXIS_LABEL_PX);
      }
  });

  it('always labels the latest day, then every n-th day before it', () => {
    const shown = Array.from({ length: 14 }, (_, i) => i).filter((i) => axisLabelled(i, 14, 3));
    expect(shown).toEqual([1, 4, 7, 10, 13]);
  });
});
