import { describe, expect, it } from 'vitest';
import en from '../../../messages/en/studio.json';
import ko from '../../../messages/ko/studio.json';
import { placeLabel } from './material-studio';

/** The catalogue's messages, filled as next-intl fills them. */
const from = (messages: Record<string, string>) => (key: string, values: Record<string, string>) =>
  messages[key].replace(/\{(\w+)\}/g, (_, name: string) => values[name]);

describe('placeLabel', () => {
  it('names a lookbook and a theme story as an editor calls them, in both languages', () => {
    const k = from(ko.materials as Record<string, string>);
    const e = from(en.materials as Record<string, string>);
    expect(placeLabel('lookbook:2025', k)).toBe('2025 룩북');
    expect(placeLabel('theme:2025/cosmos', k)).toBe('2025 Cosmos 테마');
    expect(placeLabel('lookbook:2027', e)).toBe('2027 lookbook');
    expect(placeLabel('theme:2024/ore', e)).toBe('2024 Ore theme');
  });

  it('keeps a place it does not know as it came', () => {
    expect(placeLabel('edition:popupep5', from({}))).toBe('edition:popupep5');
  });
});
