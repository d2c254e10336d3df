import { homeOf, type StaffRole } from '@/schemas/admin-rules';

/** Where to go after sign-in: `next` when it is a console path, else the role's home. */
export function consoleNext(next: string | null, role: StaffRole): string {
  if (
    next &&
    /^\/admin(\/|$|\?)/.test(next) &&
    !next.startsWith('/admin/sign-in') &&
    !next.startsWith('/admin/enrol')
  )
    return next;
  return homeOf(role);
}
