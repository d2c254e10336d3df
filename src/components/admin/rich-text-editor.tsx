'use client';

import { useTranslations } from 'next-intl';
import { type RefCallback, useRef } from 'react';
import styles from './admin.module.css';

type Format = 'bold' | 'italic' | 'heading' | 'list' | 'link';
const FORMATS: Format[] = ['bold', 'italic', 'heading', 'list', 'link'];

/** The HTML a toolbar button puts around `selected` (the server sanitises whatever arrives). */
export function wrapSelection(format: Format, selected: string, href = ''): string {
  const text = selected || '';
  switch (format) {
    case 'bold':
      return `<strong>${text}</strong>`;
    case 'italic':
      return `<em>${text}</em>`;
    case 'heading':
      return `<h3>${text}</h3>`;
    case 'list': {
      const lines = text.split('\n').filter((l) => l.trim());
      return `<ul>\n${(lines.length ? lines : ['']).map((l) => `  <li>${l.trim()}</li>`).join('\n')}\n</ul>`;
    }
    case 'link':
      return `<a href="${href.replace(/"/g, '&quot;')}">${text || href}</a>`;
  }
}

/**
 * The event body: HTML in a textarea with a toolbar for bold, italic, heading, list and link that
 * wraps the selection. Keyboard users reach the toolbar with Tab; Ctrl/⌘+B and +I work in the text.
 */
export function RichTextEditor({
  id,
  value,
  onChange,
  registerRef,
  a11y,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  registerRef: RefCallback<HTMLTextAreaElement>;
  a11y: { 'aria-invalid': boolean; 'aria-describedby'?: string };
}) {
  const t = useTranslations('admin.editor');
  const area = useRef<HTMLTextAreaElement | null>(null);

  const apply = (format: Format) => {
    const el = area.current;
    if (!el) return;
    let href = '';
    if (format === 'link') {
      href = window.prompt(t('linkPrompt'), 'https://')?.trim() ?? '';
      if (!href || !/^(https?:\/\/|\/|mailto:)/i.test(href)) return;
    }
    const { selectionStart: start, selectionEnd: end } = el;
    const inserted = wrapSelection(format, value.slice(start, end), href);
    const next = value.slice(0, start) + inserted + value.slice(end);
    onChange(next);
    requestAnimationFrame(() => {
      el.focus();
      el.setSelectionRange(start, start + inserted.length);
    });
  };

  return (
    <div className={styles.editor}>
      <div role="toolbar" aria-label={t('toolbar')} aria-controls={id} className={styles.toolbar}>
        {FORMATS.map((f) => (
          <button
            key={f}
            type="button"
            className={styles.toolButton}
            onClick={() => apply(f)}
            data-format={f}
          >
            {t(f)}
          </button>
        ))}
      </div>
      <textarea
        id={id}
        {...a11y}
        ref={(el) => {
          area.current = el;
          registerRef(el);
        }}
        value={value}
        rows={10}
        className={styles.editorArea}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={(e) => {
          if (!(e.ctrlKey || e.metaKey)) return;
          if (e.key === 'b' || e.key === 'i') {
            e.preventDefault();
            apply(e.key === 'b' ? 'bold' : 'italic');
          }
        }}
      />
    </div>
  );
}
