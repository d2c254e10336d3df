'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { DataTable } from '../console-kit/data-table';
import fieldStyles from '../console-kit/field.module.css';
import styles from './applications-chart.module.css';
import { axisLabelEvery, axisLabelled } from './chart-axis';

/** The width drawn before the figure is measured (and without a browser). */
const INITIAL_W = 640;
const H = 200;
const PAD_BOTTOM = 28;
const PAD_TOP = 20;

/**
 * Applications per day as bars. The SVG is one image with a summary for screen readers; the
 * same numbers are in a table below it. It is drawn at the width it is shown, so its labels stay
 * 12 px on a phone (a fixed 640-unit drawing shrank them to 6 px at 390 px), and it labels as many
 * days as fit.
 */
export function ApplicationsChart({ days }: { days: { date: string; count: number }[] }) {
  const t = useTranslations('admin.dashboard');
  const titleId = useId();
  const figure = useRef<HTMLElement>(null);
  const [W, setW] = useState(INITIAL_W);
  const total = days.reduce((n, d) => n + d.count, 0);
  const empty = total === 0;
  useEffect(() => {
    const el = figure.current;
    if (empty || !el) return;
    const measure = () => setW(Math.max(200, Math.round(el.clientWidth)));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [empty]);
  const max = Math.max(1, ...days.map((d) => d.count));
  const peak = days.reduce<{ date: string; count: number } | null>(
    (p, d) => (!p || d.count > p.count ? d : p),
    null,
  );
  const slot = W / Math.max(1, days.length);
  const barW = Math.max(4, slot * 0.6);
  const plotH = H - PAD_BOTTOM - PAD_TOP;
  const short = (date: string) => date.slice(5).replace('-', '.');
  const every = axisLabelEvery(slot);
  // NOTE: a label is 36 px wide; one centred on the first or last bar would be cut by the edge.
  const labelX = (x: number) => Math.min(W - 20, Math.max(20, x));
  // Each bar's figure above it only where it fits; the table below has them all.
  const valued = (d: { date: string; count: number }) => d.count > 0 && (slot >= 24 || d === peak);

  // No application in the fortnight: the sentence alone, not an axis under fourteen empty days (the
  // seventh review read the bare frame as a chart that failed to load).
  if (empty)
    return (
      <p className={`${fieldStyles.hint} ${styles.chartEmpty}`} data-chart-empty="">
        {t('noApplications')}
      </p>
    );
  return (
    <figure className={styles.chart} ref={figure}>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        width={W}
        height={H}
        role="img"
        aria-labelledby={titleId}
        className={styles.chartSvg}
      >
        <title id={titleId}>
          {t('chartSummary', {
            days: days.length,
            total,
            peakDate: peak ? short(peak.date) : '-',
            peak: peak?.count ?? 0,
          })}
        </title>
        <line x1="0" x2={W} y1={H - PAD_BOTTOM} y2={H - PAD_BOTTOM} className={styles.chartAxis} />
        {days.map((d, i) => {
          const h = (d.count / max) * plotH;
          const x = i * slot + (slot - barW) / 2;
          const y = H - PAD_BOTTOM - h;
          return (
            <g key={d.date}>
              <rect x={x} y={y} width={barW} height={h} rx="2" className={styles.chartBar} />
              {valued(d) ? (
                <text x={x + barW / 2} y={y - 4} textAnchor="middle" className={styles.chartValue}>
                  {d.count}
                </text>
              ) : null}
              {axisLabelled(i, days.length, every) ? (
                <text
                  x={labelX(x + barW / 2)}
                  y={H - 8}
                  textAnchor="middle"
                  className={styles.chartLabel}
                  data-axis-label=""
                >
                  {short(d.date)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <details className={styles.chartTable}>
        <summary>{t('asTable')}</summary>
        <DataTable
          label={t('perDay')}
          rows={days}
          rowKey={(d) => d.date}
          columns={[
            { key: 'date', header: t('date'), title: true, cell: (d) => d.date },
            { key: 'count', header: t('count'), numeric: true, cell: (d) => d.count },
          ]}
        />
      </details>
    </figure>
  );
}
