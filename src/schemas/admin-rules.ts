/**
 * The operations console's plain values (staff roles, what each may do, limits), without zod, so
 * client components and the database enums import them.
 */
export const STAFF_ROLES = ['owner', 'manager', 'editor', 'door', 'viewer'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** What a staff action needs. Routes declare one; `can()` answers for a role. */
export const PERMISSIONS = [
  'dashboard.read',
  'events.read',
  'events.write',
  'applicants.read',
  'applicants.reveal',
  'applicants.export',
  'applicants.cancel',
  'checkin',
  'inquiries.read',
  'inquiries.reveal',
  'inquiries.answer',
  'audit.read',
  'staff.manage',
  'content.write',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const MANAGER: readonly Permission[] = [
  'dashboard.read',
  'events.read',
  'events.write',
  'applicants.read',
  'applicants.reveal',
  'applicants.export',
  'applicants.cancel',
  'checkin',
  'inquiries.read',
  'inquiries.reveal',
  'inquiries.answer',
  'content.write',
];

/**
 * owner: everything; manager: events, applicants, check-in, inquiries, content; editor: content
 * (the studio: editions, home, FAQ, notices, policies, media) and nothing else; door: check-in;
 * viewer: masked reads.
 */
export const ROLE_PERMISSIONS: Record<StaffRole, readonly Permission[]> = {
  owner: PERMISSIONS,
  manager: MANAGER,
  editor: ['content.write'],
  door: ['checkin'],
  viewer: ['dashboard.read', 'events.read', 'applicants.read', 'inquiries.read'],
};

/**
 * Roles an owner or manager may limit to chosen events (decision 035). Owners and editors are never
 * scoped: an owner manages staff, an editor's studio is not about events.
 */
export const SCOPABLE_ROLES = ['manager', 'door', 'viewer'] as const satisfies readonly StaffRole[];
/** Whether an account of this role can be limited to events. */
export const scopableRole = (role: StaffRole) => (SCOPABLE_ROLES as readonly StaffRole[]).includes(role);
/** At most this many events per scoped account (a partner's programme, a door team's days). */
export const STAFF_SCOPE_MAX_EVENTS = 200;
/** What a scoped account keeps of its role: the permissions about events. The rest is refused. */
export const EVENT_PERMISSIONS: readonly Permission[] = [
  'dashboard.read',
  'events.read',
  'events.write',
  'applicants.read',
  'applicants.reveal',
  'applicants.export',
  'applicants.cancel',
  'checkin',
];

/** Whether `role` holds `permission`, whatever the account's scope (use `staffMay` for a signed-in account). */
export function can(role: StaffRole, permission: Permission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

/**
 * Whether a staff account may use `permission` at all: its role grants it and, for an account limited
 * to events (`eventIds` not null, decision 035), it is about events. The console's menus and pages ask
 * this; the server's `can(actor, permission, resource)` (`server/staff/permissions.ts`) asks it too,
 * then checks the named event.
 */
export function staffMay(
  staff: { role: StaffRole; eventIds: readonly string[] | null },
  permission: Permission,
): boolean {
  if (!can(staff.role, permission)) return false;
  return staff.eventIds === null || EVENT_PERMISSIONS.includes(permission);
}

/**
 * Whether a staff account may do what is about no one event (create or copy an event): its role
 * grants it and the account is not limited to events (the server answers such a route 403 to a
 * scoped account, decision 035).
 */
export function staffMayOutsideEvents(
  staff: { role: StaffRole; eventIds: readonly string[] | null },
  permission: Permission,
): boolean {
  return staff.eventIds === null && can(staff.role, permission);
}

/** Where each role lands after sign-in. */
export function homeOf(role: StaffRole): string {
  if (role === 'editor') return '/admin/content';
  return role === 'door' ? '/admin/check-in' : '/admin';
}

/** Staff sessions are shorter than members' (refresh family, absolute). */
export const STAFF_SESSION_HOURS = 8;
export const STAFF_ACCESS_TOKEN_MINUTES = 15;
/** How long the one-time link `npm run staff -- create-owner` prints stays valid. */
export const OWNER_SETUP_LINK_HOURS = 24;
export const RECOVERY_CODE_COUNT = 10;
export const REVEAL_REASON_MAX_LENGTH = 200;
export const CANCEL_REASON_MAX_LENGTH = 300;
export const ANSWER_MAX_LENGTH = 4000;
export const EVENT_TITLE_MAX_LENGTH = 120;
export const EVENT_SUMMARY_MAX_LENGTH = 300;
export const EVENT_BODY_MAX_LENGTH = 20_000;
export const EVENT_PLACE_MAX_LENGTH = 120;
export const SESSION_CAPACITY_MAX = 10_000;
export const ADMIN_PAGE_SIZE = 20;
/**
 * Sent (`1`) by the console on a page's timed refresh, not on a visit: a list view already audited for
 * the same staff member and target within `LIST_VIEW_AUDIT_WINDOW_MINUTES` is not logged again.
 */
export const BACKGROUND_POLL_HEADER = 'x-background-poll';
export const LIST_VIEW_AUDIT_WINDOW_MINUTES = 60;

export const INQUIRY_STATES = ['new', 'answered', 'closed'] as const;
export type InquiryState = (typeof INQUIRY_STATES)[number];

export const CHECK_IN_RESULTS = ['valid', 'already_used', 'wrong_session', 'cancelled', 'unknown'] as const;
export type CheckInResult = (typeof CHECK_IN_RESULTS)[number];

/** Audit actions: every read of personal data and every change (docs/ADMIN.md). */
export const AUDIT_ACTIONS = [
  'auth.login',
  'auth.login_failed',
  'auth.logout',
  'auth.totp_enrolled',
  'auth.recovery_code_used',
  'event.create',
  'event.update',
  'event.delete',
  'session.create',
  'session.update',
  'session.delete',
  'session.bulk_create',
  'session.capacity',
  'session.move',
  'session.cancel',
  'event.copy',
  'message.send',
  'applicants.list',
  'applicants.export',
  'applicant.reveal',
  'application.cancel',
  'checkin.scan',
  'checkin.search',
  'checkin.walk_in',
  'checkin.tickets',
  'inquiries.list',
  'inquiry.read',
  'inquiry.reveal',
  'inquiry.answer',
  'inquiry.close',
  'staff.create',
  'staff.update',
  'staff.scope',
  'audit.read',
  'content.create',
  'content.update',
  'content.publish',
  'content.unpublish',
  'content.delete',
  'content.schedule',
  'content.restore',
  'content.preview',
  'media.upload',
  'media.delete',
  /** A member downloaded their own data (the actor is the member, role `member`). */
  'member.export',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The applicant list's download formats (`?format=`): unmasked, formula-safe, audited. */
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const DOOR_SEARCH_LIMIT = 20;
