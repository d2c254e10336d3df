// Not server-only: drizzle-kit reads the tables in plain Node (drizzle.config.ts), where that import throws.
import { index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { INQUIRY_STATES } from '../../../schemas/admin-rules';
import { INQUIRY_TYPES } from '../../../schemas/contact-rules';
import { users } from './members';

export const inquiryType = pgEnum('inquiry_type', INQUIRY_TYPES);
export const inquiryState = pgEnum('inquiry_state', INQUIRY_STATES);

/** Contact inquiries (consultations). Kept 1 year (SPEC §9), then purged with their answers. */
export const contactInquiries = pgTable(
  'contact_inquiries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    type: inquiryType('type').notNull(),
    name: text('name').notNull(),
    tel: text('tel').notNull(),
    email: text('email').notNull(),
    affiliation: text('affiliation'),
    rank: text('rank'),
    title: text('title').notNull(),
    message: text('message').notNull(),
    locale: text('locale').notNull().default('ko'),
    consentAt: timestamp('consent_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** new → answered → closed (the console's inbox). */
    state: inquiryState('state').notNull().default('new'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    index('contact_inquiries_state_idx').on(t.state, t.createdAt),
    index('contact_inquiries_user_idx').on(t.userId, t.createdAt),
    index('contact_inquiries_created_idx').on(t.createdAt),
  ],
);

/** Answers written by staff in the console (mailed to the inquirer, shown on /my/counsel). */
export const contactAnswers = pgTable(
  'contact_answers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    inquiryId: uuid('inquiry_id')
      .notNull()
      .references(() => contactInquiries.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    staffId: uuid('staff_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contact_answers_inquiry_idx').on(t.inquiryId),
    index('contact_answers_created_idx').on(t.createdAt),
  ],
);
