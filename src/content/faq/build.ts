import type { FaqItem } from '@/schemas/content';

export type FaqCategory = FaqItem['category'];

/** Category colours (text on white meets WCAG AA). */
export const FAQ_COLORS: Record<FaqCategory, string> = {
  exhibition: '#a4512b',
  event: '#2f6f62',
  member: '#3a4a9a',
  trend: '#6b4d8a',
};

/** [id, category, question, answer paragraphs]. */
export type FaqCopy = readonly [string, FaqCategory, string, readonly string[]];

export function buildFaq(titles: Record<FaqCategory, string>, items: readonly FaqCopy[]): FaqItem[] {
  return items.map(([id, category, question, answer]) => ({
    id,
    category,
    title: titles[category],
    color: FAQ_COLORS[category],
    question,
    answer: [...answer],
  }));
}
