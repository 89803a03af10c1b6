import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { profileColumns } from './profile-columns.ts';

/** The users table: the account, and one column per declared patient field. */
export const usersTable = pgTable('users', {
  id: text('id').primaryKey(),
  email: text('email').notNull(),
  name: text('name').notNull(),
  password_hash: text('password_hash'),
  google_subject: text('google_subject'),
  latest_report_id: text('latest_report_id'),
  /** When the patient confirmed the address (migration 0012); Google accounts count without it. */
  email_verified_at: timestamp('email_verified_at', { withTimezone: true, mode: 'date' }),
  created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  ...profileColumns,
});

export type UserRow = typeof usersTable.$inferSelect;
