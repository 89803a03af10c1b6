import { type ChecklistItemId, checklistItems } from '../../../../machines/domain/checklist-items';
import type { YesNo } from '../shared/yes-no-radio';

export type ChecklistAnswers = Record<ChecklistItemId, YesNo | ''>;

export const checklistErrorMessage = 'Please answer all required questions';

/** Stored ids start as "yes", every other question as "no". */
export function answersFrom(storedYes: readonly string[]): ChecklistAnswers {
  const answers = {} as ChecklistAnswers;
  for (const item of checklistItems) answers[item.id] = storedYes.includes(item.id) ? 'yes' : 'no';
  return answers;
}

/** Only the questions answered yes are saved, in the checklist's order. */
export const yesIds = (answers: ChecklistAnswers): ChecklistItemId[] =>
  checklistItems.filter((item) => answers[item.id] === 'yes').map((item) => item.id);

/** Every question needs a yes or a no before the list can be saved. */
export const hasUnanswered = (answers: ChecklistAnswers): boolean =>
  checklistItems.some((item) => answers[item.id] !== 'yes' && answers[item.id] !== 'no');
