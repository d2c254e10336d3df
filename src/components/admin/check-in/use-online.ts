import { useSyncExternalStore } from 'react';

const subscribeOnline = (on: () => void) => {
  window.addEventListener('online', on);
  window.addEventListener('offline', on);
  return () => {
    window.removeEventListener('online', on);
    window.removeEventListener('offline', on);
  };
};

/** Whether the browser says it is online, re-rendering as that changes (true on the server). */
export const useOnline = () =>
  useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
