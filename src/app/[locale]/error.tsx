'use client';

import { ErrorView } from '@/components/layout/error-view';

export default function ErrorPage({ reset }: { error: Error; reset: () => void }) {
  return <ErrorView onRetry={reset} />;
}
