'use client';

import dynamic from 'next/dynamic';

const load = () => import('./my-edit');
// NOTE: fetched as soon as the page runs, beside the session restore it waits for anyway.
if (typeof window !== 'undefined') void load();

/**
 * `/my/edit`'s forms (`my-edit.tsx`), fetched after the page: they show only once the session is
 * restored (`MemberGuard`), so the page's first load carries none of their code.
 */
export const MyEdit = dynamic(() => load().then((m) => m.MyEdit));
