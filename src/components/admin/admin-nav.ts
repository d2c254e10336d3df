import type { Permission } from '@/schemas/admin-rules';

/** The console's sections, in menu order; each shows only to roles that hold its permission. */
export const ADMIN_NAV = [
  { key: 'dashboard', href: '/admin', permission: 'dashboard.read' },
  { key: 'events', href: '/admin/events', permission: 'events.read' },
  { key: 'checkIn', href: '/admin/check-in', permission: 'checkin' },
  { key: 'inquiries', href: '/admin/inquiries', permission: 'inquiries.read' },
  { key: 'content', href: '/admin/content', permission: 'content.write' },
  { key: 'audit', href: '/admin/audit', permission: 'audit.read' },
  { key: 'staff', href: '/admin/staff', permission: 'staff.manage' },
] as const satisfies readonly { key: string; href: string; permission: Permission }[];

/** Whether `href` is the section `pathname` is in (`/admin` only matches itself). */
export function isCurrentSection(pathname: string, href: string): boolean {
  return href === '/admin' ? pathname === '/admin' : pathname === href || pathname.startsWith(`${href}/`);
}
