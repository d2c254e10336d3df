'use client';

import { useState } from 'react';
import styles from './field.module.css';

/**
 * A list's filters and its page: changing a filter goes back to the first page. `initial` may be
 * a function, read once (a filter taken from the address).
 */
export function usePagedFilters<F extends Record<string, string>>(initial: F | (() => F)) {
  const [filters, setFilters] = useState<F>(initial);
  const [page, setPage] = useState(1);
  const setFilter = (key: keyof F, value: string) => {
    setPage(1);
    setFilters((f) => ({ ...f, [key]: value }));
  };
  return { filters, setFilter, page, setPage };
}

/** One filter of a list: a labelled select whose first option ("all") is the empty value. */
export function FilterSelect({
  id,
  label,
  value,
  onChange,
  allLabel,
  options,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  allLabel: string;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{allLabel}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
