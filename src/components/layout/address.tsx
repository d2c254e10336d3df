import { Fragment } from 'react';

/**
 * An address that breaks only between its parts: "Seongdong-gu" never ends a line at its hyphen
 * (the fifth review read "Seongdong- / gu" under EP.05's venue). Each comma-separated part keeps to
 * one line (`.nobr`, globals.css); the line breaks after a comma.
 */
export function Address({ text }: { text: string }) {
  const parts = text.split(', ');
  return parts.map((part, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string, never reordered
    <Fragment key={i}>
      {i > 0 ? ', ' : null}
      <span className="nobr">{part}</span>
    </Fragment>
  ));
}
