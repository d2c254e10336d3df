/** The MORU wordmark (fictional brand, see `src/config/site.ts`). Decorative: the link around it carries the name. */
export function Logo({ className }: { className?: string }) {
  // one path of four letters (the counters of O and R by the even-odd rule): fewer nodes in the
  // first load's script than a path per letter; its size is the header's and the footer's CSS
  return (
    <svg className={className} viewBox="0 0 114 28" aria-hidden="true">
      <path
        fill="currentColor"
        fillRule="evenodd"
        d="M0 28V0h6l7 13 7-13h6v28h-6V11l-7 12-7-12v17zM45 0a14 14 0 1 1 0 28 14 14 0 0 1 0-28zm0 6a8 8 0 1 0 0 16 8 8 0 0 0 0-16zM64 0h12a8 8 0 0 1 1.5 15.86L85 28h-7l-7-12h-1v12h-6zm6 5v6h6a3 3 0 0 0 0-6zM90 0h6v16a6 6 0 0 0 12 0V0h6v16a12 12 0 0 1-24 0z"
      />
    </svg>
  );
}
