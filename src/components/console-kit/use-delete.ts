'use client';

import { useState } from 'react';

/**
 * A delete asked for in a ConfirmDialog: `deleting` while the dialog is open, `remove` runs it and
 * keeps the refusal (`errorText` of the failure) to show in the dialog until the next try.
 */
export function useDelete(run: () => Promise<void>, errorText: (err: unknown) => string | null) {
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const remove = async () => {
    setError(null);
    try {
      await run();
    } catch (err) {
      setError(errorText(err));
    }
  };
  return { deleting, setDeleting, error, remove };
}
