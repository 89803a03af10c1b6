import { profileFields } from '../../contract/profile/fields.ts';
import { profileFieldNames } from '../../contract/profile/profile.ts';
import type {
  MeResponse,
  OnboardingRequest,
  StoredAnswers,
} from '../../contract/profile/wire-types.ts';
import type { UserRow } from '../db/tables/users-table.ts';

export type { UserRow } from '../db/tables/users-table.ts';

export const DOCUMENT_URL = '/api/user/document';

type Columns = Record<string, unknown>;

/**
 * A column value as JSON: timestamps become ISO strings (a row may come from Drizzle, with Date
 * objects, or from `row_to_json`, with PostgreSQL's text), everything else is stored as sent.
 */
function columnToWire(kind: string, value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (kind === 'timestamp') return new Date(value as string | Date).toISOString();
  return value;
}

function wireToColumn(kind: string, value: unknown): unknown {
  return kind === 'timestamp' && typeof value === 'string' ? new Date(value) : value;
}

/** The stored answers in the API's terms, derived from the field declarations. */
export function storedAnswersOf(row: UserRow): StoredAnswers {
  const columns = row as unknown as Columns;
  return Object.fromEntries(
    profileFieldNames.map((key) => {
      const field = profileFields[key];
      return [field.wire, columnToWire(field.kind, columns[field.column])];
    }),
  ) as StoredAnswers;
}

export function toMeResponse(row: UserRow): MeResponse {
  return {
    ...storedAnswersOf(row),
    email: row.email,
    name: row.name,
    documentUrl: row.latest_report_id ? DOCUMENT_URL : null,
    latestReportId: row.latest_report_id,
    email_verified: row.email_verified_at != null || row.google_subject != null,
  };
}

/** The columns a save request writes: only the fields it holds. */
export function columnsOfRequest(request: OnboardingRequest): Partial<UserRow> {
  const wire = request as Record<string, unknown>;
  const columns: Columns = {};
  for (const key of profileFieldNames) {
    const field = profileFields[key];
    if (wire[field.wire] === undefined) continue;
    columns[field.column] = wireToColumn(field.kind, wire[field.wire]);
  }
  return columns as Partial<UserRow>;
}
