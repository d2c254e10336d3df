'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { AdminSession } from '@/schemas/admin';
import { type DataColumn, DataTable } from '../console-kit/data-table';
import tableStyles from '../console-kit/table.module.css';

/** Slots with capacity, seats taken and left, check-ins, the waitlist and walk-ins; `actions` adds a last column. */
export function SlotTable<S extends AdminSession>({
  caption,
  sessions,
  label,
  actions,
  muted,
}: {
  caption: string;
  sessions: S[];
  label: (s: S) => ReactNode;
  actions?: (s: S) => ReactNode;
  /** A slot that is history (the dashboard's slots that have ended): a muted row. */
  muted?: (s: S) => boolean;
}) {
  const t = useTranslations('admin.slots');
  const columns: DataColumn<S>[] = [
    { key: 'slot', header: t('slot'), title: true, cell: label },
    { key: 'capacity', header: t('capacity'), numeric: true, cell: (s) => s.capacity },
    {
      key: 'taken',
      header: t('taken'),
      numeric: true,
      cell: (s) => s.taken,
      data: () => ({ 'data-taken': '' }),
    },
    {
      key: 'left',
      header: t('left'),
      numeric: true,
      cell: (s) => (s.seatsLeft === 0 ? <span className={tableStyles.full}>{t('full')}</span> : s.seatsLeft),
      data: () => ({ 'data-left': '' }),
    },
    { key: 'checkedIn', header: t('checkedIn'), numeric: true, cell: (s) => s.checkedIn },
    {
      key: 'waiting',
      header: t('waiting'),
      numeric: true,
      cell: (s) => s.waiting,
      data: () => ({ 'data-waiting': '' }),
    },
    {
      key: 'walkIns',
      header: t('walkIns'),
      numeric: true,
      cell: (s) => s.walkIns,
      data: () => ({ 'data-walk-ins': '' }),
    },
  ];
  if (actions) columns.push({ key: 'actions', header: t('actions'), actions: true, cell: actions });
  return (
    <DataTable
      label={caption}
      rows={sessions}
      rowKey={(s) => s.id}
      rowData={(s) => ({ 'data-slot': s.id })}
      rowMuted={muted}
      columns={columns}
    />
  );
}
