'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { MediaAsset, MediaList } from '@/schemas/media';
import messageStyles from '../console-kit/message.module.css';
import { AdminPage } from '../console-kit/page';
import pageStyles from '../console-kit/page.module.css';
import { AdminPager } from '../console-kit/pager';
import { QueryView } from '../console-kit/query-view';
import { useAdminQuery } from '../console-kit/use-admin-query';
import styles from './media.module.css';
import { mediaListPath } from './media-api';
import { MediaEditor } from './media-editor';
import { MediaTile } from './media-tile';
import { MediaUpload } from './media-upload';

/**
 * `/admin/content/media`: upload, the library as a grid (newest first), and the editor of the
 * chosen image (focal point with the phone crop, alt texts, delete).
 */
export function MediaLibrary() {
  const t = useTranslations('studio.media');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<MediaAsset | null>(null);
  const [deleted, setDeleted] = useState<string | null>(null);
  const { state, reload } = useAdminQuery<MediaList>(mediaListPath(page));

  return (
    <AdminPage title={t('title')} permission="content.write" lead={t('lead')}>
      <div className={styles.root}>
        <MediaUpload
          onUploaded={(assets) => {
            setDeleted(null);
            setSelected(assets[assets.length - 1]);
            if (page === 1) void reload();
            else setPage(1);
          }}
        />
        {deleted ? (
          <p className={messageStyles.okBox} role="status">
            {deleted}
          </p>
        ) : null}
        {selected ? (
          <MediaEditor
            asset={selected}
            onSaved={(asset) => {
              setSelected(asset);
              void reload();
            }}
            onDeleted={() => {
              setSelected(null);
              setDeleted(t('delete.done'));
              void reload();
            }}
            onClose={() => setSelected(null)}
          />
        ) : null}
        <section aria-labelledby="media-library-title" className={styles.root}>
          <h2 id="media-library-title" className={pageStyles.sectionTitle}>
            {t('list.title')}
          </h2>
          <QueryView state={state}>
            {(data) =>
              data.items.length === 0 ? (
                <p className={pageStyles.empty}>{t('list.empty')}</p>
              ) : (
                <>
                  <ul className={styles.grid} data-media-grid="">
                    {data.items.map((asset) => (
                      <li key={asset.id}>
                        <MediaTile
                          asset={asset}
                          label={t('list.edit', { name: asset.originalName })}
                          state="current"
                          selected={selected?.id === asset.id}
                          onSelect={(a) => {
                            setDeleted(null);
                            setSelected(a);
                          }}
                        />
                      </li>
                    ))}
                  </ul>
                  <AdminPager
                    page={data.page}
                    totalPages={data.totalPages}
                    total={data.total}
                    onPage={setPage}
                  />
                </>
              )
            }
          </QueryView>
        </section>
      </div>
    </AdminPage>
  );
}
