/** One FAQ question as the public page and the studio's preview render it (SPEC §3 FAQ item). */
export type PublicFaqItem = {
  /** The public anchor: /faq#<id>. */
  id: string;
  category: string;
  /** The category's name (SPEC: title). */
  title: string;
  color: string;
  question: string;
  /** Sanitised HTML. */
  answer: string;
};
