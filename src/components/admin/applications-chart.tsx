'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import styles from './admin.module.css';
import { DataTable } from './data-table';

const W = 640;
const H = 200;
const PAD_BOTTOM = 28;
const PAD_TOP = 20;

/**
 * Applications per day as bars. The SVG is one image with a summary for screen readers; the
 * same numbers are in a table below it.
 */
export function ApplicationsChart({ days }: { days: { date: string; count: number }[] }) {
  const t = useTranslations('admin.dashboard');
  const titleId = useId();
  const total = days.reduce((n, d) => n + d.count, 0);
  const max = Math.max(1, ...days.map((d) => d.count));
  const peak = days.reduce<{ date: string; count: number } | null>(
    (p, d) => (!p || d.count > p.count ? d : p),
    null,
  );
  const slot = W / Math.max(1, days.length);
  const barW = Math.max(4, slot * 0.6);
  const plotH = H - PAD_BOTTOM - PAD_TOP;
  const short = (date: string) => date.slice(5).replace('-', '.');

  return (
    <figure className={styles.chart}>
      {total === 0 ? <figcaption className={styles.hint}>{t('noApplications')}</figcaption> : null}
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby={titleId} className={styles.chartSvg}>
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
              {d.count > 0 ? (
                <text x={x + barW / 2} y={y - 4} textAnchor="middle" className={styles.chartValue}>
                  {d.count}
                </text>
              ) : null}
              {i % 2 === days.length % 2 || days.length <= 7 ? (
                <text x={x + barW / 2} y={H - 8} textAnchor="middle" className={styles.chartLabel}>
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
