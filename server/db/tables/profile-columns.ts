import { boolean, integer, jsonb, text, timestamp } from 'drizzle-orm/pg-core';
import type { Symptom } from '../../../contract/phenotypes/symptom.ts';
import type { FieldKind } from '../../../contract/profile/field-kinds.ts';
import { profileFields } from '../../../contract/profile/fields.ts';
import type { ProfileFieldName, ProfileFields } from '../../../contract/profile/profile.ts';

/** The column type of each field kind (lists are stored as JSON arrays, losslessly). */
const columnOfKind = {
  text: (name: string) => text(name),
  date: (name: string) => text(name),
  choice: (name: string) => text(name),
  year: (name: string) => integer(name),
  list: (name: string) => jsonb(name).$type<string[]>(),
  symptoms: (name: string) => jsonb(name).$type<Symptom[]>(),
  subset: (name: string) => jsonb(name).$type<string[]>(),
  flag: (name: string) => boolean(name),
  timestamp: (name: string) => timestamp(name, { withTimezone: true, mode: 'date' }),
} satisfies Record<FieldKind, (name: string) => unknown>;

type ColumnOf<K extends ProfileFieldName> = ReturnType<
  (typeof columnOfKind)[ProfileFields[K]['kind']]
>;

/** One column per declared field, keyed by its column name; derived, never written by hand. */
export type ProfileColumns = {
  [K in ProfileFieldName as ProfileFields[K]['column']]: ColumnOf<K>;
};

export const profileColumns = Object.fromEntries(
  (Object.keys(profileFields) as ProfileFieldName[]).map((key) => {
    const field = profileFields[key];
    return [field.column, columnOfKind[field.kind](field.column)];
  }),
) as unknown as ProfileColumns;
