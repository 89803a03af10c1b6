import type { OnboardingRequest } from '../../contract/profile/wire-types.ts';
import type { Database } from '../db/database.ts';
import type { Logger } from '../logger.ts';
import type { ReportRepository } from '../reports/report-repository.ts';
import type { UserRepository } from './user-repository.ts';
import type { UserRow } from './user-row.ts';

/**
 * Saves a patient's answers; the row as saved, or null when the account no longer exists.
 * "No genetic report" is one answer: the reports on file and their files go in the same
 * transaction as the profile write, so a failure leaves both as they were (never a profile that
 * says "no report" beside a stored report).
 */
export function createAnswerSaver(
  db: Database,
  logger: Logger,
  repositories: { users: UserRepository; reports: ReportRepository },
) {
  const { users, reports } = repositories;
  return async function saveAnswers(
    userId: string,
    request: OnboardingRequest,
  ): Promise<UserRow | null> {
    if (request.hasGeneticReport !== false) return users.updateProfile(userId, request);
    const { row, removed } = await db.transaction(async (tx) => {
      // The reports before the user's row: the order an upload that is stored takes its locks.
      const removed = await reports.deleteAllForUserWithin(tx, userId);
      return { row: await users.updateProfileWithin(tx, userId, request), removed };
    });
    users.forget(userId);
    if (removed > 0) logger.info('reports removed after answering no', { userId, removed });
    return row;
  };
}
