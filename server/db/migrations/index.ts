import * as createUsers from './0001-create-users.ts';
import * as createReports from './0002-create-reports.ts';
import * as usersLatestReport from './0003-users-latest-report.ts';
import * as sessionsFilesLimits from './0004-sessions-files-limits.ts';

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** In version order. Add a new file for every change; never edit an applied one. */
export const migrations: Migration[] = [
  createUsers,
  createReports,
  usersLatestReport,
  sessionsFilesLimits,
];
