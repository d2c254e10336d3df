'use client';

import messageStyles from '../console-kit/message.module.css';

export type StudioNotice = { kind: 'ok' | 'error'; text: string };

/** What a studio action did (saved, published, refused), announced politely to screen readers. */
export function StudioMessage({ message }: { message: StudioNotice | null }) {
  return (
    <div aria-live="polite">
      {message ? (
        <p
          className={message.kind === 'ok' ? messageStyles.okBox : messageStyles.errorBox}
          data-studio-message={message.kind}
        >
          {message.text}
        </p>
      ) : null}
    </div>
  );
}
