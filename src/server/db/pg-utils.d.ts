// Not server-only: a declaration file, types only, nothing to bundle.
// The driver's own value serialization (node-postgres `lib/utils.js`), which its types leave out.
declare module 'pg/lib/utils' {
  /** A parameter as the driver sends it: text, or null. */
  export function prepareValue(value: unknown): string | Buffer | null | undefined;
}
