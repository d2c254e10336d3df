'use client';

import { useEffect, useId, useState } from 'react';
import type { PublicFaqItem as FaqItem } from '@/lib/faq-item';
import styles from './faq-list.module.css';

type Category = string;
type Labels = { all: string; filter: string; count: string };

/**
 * FAQ with a category filter and an accordion (button + aria-expanded + region).
 * `/faq#<id>` opens that question and scrolls to it; opening a question updates the hash.
 */
export function FaqList({
  items,
  labels,
  initiallyOpen = false,
}: {
  items: FaqItem[];
  labels: Labels;
  /** Every answer open from the start (the studio's preview). */
  initiallyOpen?: boolean;
}) {
  const [filter, setFilter] = useState<Category | 'all'>('all');
  const [open, setOpen] = useState<Set<string>>(() => new Set(initiallyOpen ? items.map((i) => i.id) : []));
  const base = useId();
  const categories = Array.from(
    new Map(items.map((i) => [i.category, { key: i.category, title: i.title, color: i.color }])).values(),
  );
  const visible = items.filter((i) => filter === 'all' || i.category === filter);

  useEffect(() => {
    const fromHash = () => {
      const id = decodeURIComponent(window.location.hash.slice(1));
      if (!id || !items.some((i) => i.id === id)) return;
      setFilter('all');
      setOpen((s) => new Set(s).add(id));
      requestAnimationFrame(() => {
        const button = document.getElementById(`${id}-button`);
        button?.scrollIntoView({ block: 'center' });
        button?.focus({ preventScroll: true });
      });
    };
    fromHash();
    window.addEventListener('hashchange', fromHash);
    return () => window.removeEventListener('hashchange', fromHash);
  }, [items]);

  const toggle = (id: string) => {
    setOpen((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else {
        next.add(id);
        window.history.replaceState(null, '', `#${id}`);
      }
      return next;
    });
  };

  return (
    <div className={styles.wrap}>
      <fieldset className={styles.filters}>
        <legend className="visually-hidden">{labels.filter}</legend>
        <button
          type="button"
          aria-pressed={filter === 'all'}
          onClick={() => setFilter('all')}
          className={styles.filter}
        >
          {labels.all}
        </button>
        {categories.map((c) => (
          <button
            key={c.key}
            type="button"
            aria-pressed={filter === c.key}
            onClick={() => setFilter(c.key)}
            className={styles.filter}
            data-category={c.key}
          >
            <span className={styles.dot} style={{ background: c.color }} aria-hidden="true" />
            {c.title}
          </button>
        ))}
      </fieldset>
      <p className={styles.count} aria-live="polite">
        {labels.count.replace('{count}', String(visible.length))}
      </p>
      <ul className={styles.list}>
        {visible.map((item, i) => {
          const isOpen = open.has(item.id);
          // The category said once, over the first question of its run, and not at all once the
          // filter names it (the thirteenth review: the same tag over every question was noise); a
          // screen reader still hears it with each question.
          const groupStart = filter === 'all' && item.category !== visible[i - 1]?.category;
          return (
            <li
              key={item.id}
              id={item.id}
              className={styles.item}
              data-faq-category={item.category}
              data-group-start={groupStart || undefined}
            >
              <h2 className={styles.question}>
                <button
                  type="button"
                  id={`${item.id}-button`}
                  aria-expanded={isOpen}
                  aria-controls={`${base}-${item.id}`}
                  onClick={() => toggle(item.id)}
                >
                  <span
                    className={groupStart ? styles.category : 'visually-hidden'}
                    style={{ color: item.color }}
                  >
                    {item.title}
                  </span>
                  <span className={styles.qText}>{item.question}</span>
                  <span className={styles.chevron} aria-hidden="true" />
                </button>
              </h2>
              <section
                id={`${base}-${item.id}`}
                aria-labelledby={`${item.id}-button`}
                hidden={!isOpen}
                className={styles.answer}
              >
                {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server when staff saved it (allow-list, no attributes but links). */}
                <div dangerouslySetInnerHTML={{ __html: item.answer }} />
              </section>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
