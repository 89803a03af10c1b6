import { type OnboardingStepId, rankOfStep } from '@contract/onboarding/steps';
import { isChecklistItemId } from '@contract/options/checklist';
import { isServedState } from '@contract/options/served-state';
import { profileFields } from '@contract/profile/fields';
import { type AnswersPatch, fieldsOfStep, type PatientAnswers } from '@contract/profile/profile';
import type { OnboardingContext } from './onboarding-types';

/** The answers a step submitted, as they are kept and saved: only the step's own fields. */
export function answersToSave(
  step: OnboardingStepId,
  values: AnswersPatch,
  profile: PatientAnswers,
): AnswersPatch {
  const patch: Record<string, unknown> = {};
  for (const key of fieldsOfStep(step)) {
    if (values[key] !== undefined) patch[key] = values[key];
  }
  const answers = patch as AnswersPatch;
  // "No" to a diagnosis saves condition and year as empty answers (spec section 4).
  if (step === 'medicalCondition' && answers.hasBeenDiagnosed === false) {
    answers.primaryCondition = '';
    answers.yearOfDiagnosis = '';
  }
  if (answers.familyHistory !== undefined && answers.familyHistory.trim() === '') {
    answers.familyHistory = profileFields.familyHistory.savedWhenEmpty ?? '';
  }
  if (answers.checklistItems) {
    answers.checklistItems = answers.checklistItems.filter(isChecklistItemId);
  }
  // Finishing the last step completes onboarding, with the time booked in the calendar.
  if (step === 'bookAppointment') {
    answers.has_completed_onboarding = true;
    answers.appointmentDate = profile.appointmentDate;
  }
  return answers;
}

export function isOutsideServedState(state: string | undefined): boolean {
  return state !== undefined && state !== '' && !isServedState(state);
}

/**
 * Answers that can be saved anywhere (onboarding or the Profile page): only the step's own
 * fields, and only in the served state. The form checks each answer with the shared field rules
 * before it submits, and the server checks them again; the machine holds the business rules.
 */
export function canSaveAnswers(step: OnboardingStepId, values: AnswersPatch): boolean {
  const own = new Set<string>(fieldsOfStep(step));
  if (Object.keys(values).some((key) => !own.has(key))) return false;
  return !isOutsideServedState(values.state);
}

/** Whether a submitted step can be saved: the step on screen, valid answers, served state. */
export function canSaveStep(
  context: OnboardingContext,
  step: OnboardingStepId,
  values: AnswersPatch,
): boolean {
  if (step !== context.page) return false;
  if (step === 'geneticReport' && values.hasGeneticReport === true && !context.reportOnFile) {
    return false;
  }
  return canSaveAnswers(step, values);
}

/** A step may be opened once reached, except the one on screen; the checklist only without a report. */
export function canOpenStep(context: OnboardingContext, step: OnboardingStepId): boolean {
  if (step === context.page) return false;
  if (step === 'medicalChecklist' && context.profile.hasGeneticReport) return false;
  return rankOfStep(step) <= context.furthestRank;
}

/** Whether saving these answers deletes a report on file or on its way ("No" on step 4). */
export function removesReport(
  context: Pick<OnboardingContext, 'reportOnFile' | 'reportPending'>,
  step: OnboardingStepId,
  values: AnswersPatch,
): boolean {
  return (
    step === 'geneticReport' &&
    values.hasGeneticReport === false &&
    (context.reportOnFile || context.reportPending)
  );
}
