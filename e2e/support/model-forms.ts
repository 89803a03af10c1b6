import type { OnboardingStepId } from '@contract/onboarding/steps';
import { symptomText } from '@contract/phenotypes/symptom';
import { expect, type Page } from '@playwright/test';
import { typicalAnswers } from '../../scripts/lib/qa/world';

/**
 * Fills each onboarding step's form with the QA model's answers (scripts/lib/qa/world.ts,
 * `typicalAnswers`) and presses its primary button, by role and label.
 */

async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('combobox', { name: label })).toContainText(option);
}

async function addChip(page: Page, label: string, item: string): Promise<void> {
  const remove = page.getByRole('button', { name: `Remove ${item}` });
  if ((await remove.count()) > 0) return;
  // Symptoms are typed into a combobox that suggests HPO terms; Enter keeps the typed text.
  const box = page
    .getByRole('textbox', { name: label })
    .or(page.getByRole('combobox', { name: label }));
  await box.fill(item);
  await box.press('Enter');
  await expect(remove).toBeVisible();
}

async function yesNo(page: Page, question: string, yes: boolean): Promise<void> {
  const group = page.getByRole('radiogroup', { name: question });
  await group.getByText(yes ? 'Yes' : 'No', { exact: true }).click();
}

export async function chooseState(page: Page, stateName: string): Promise<void> {
  await choose(page, 'State of residence', stateName);
}

async function personalInfo(page: Page): Promise<void> {
  const answers = typicalAnswers.personalInfo;
  await page.getByLabel('First name').fill(answers.firstName ?? '');
  await page.getByLabel('Last name').fill(answers.lastName ?? '');
  await page.getByLabel('Date of birth').fill(answers.dateOfBirth ?? '');
  await choose(page, 'Gender', 'Female');
  await chooseState(page, 'Michigan');
}

async function medicalCondition(page: Page): Promise<void> {
  const answers = typicalAnswers.medicalCondition;
  await yesNo(page, 'Have you been clinically diagnosed with a rare condition?', true);
  await page.getByLabel('Primary rare condition').fill(answers.primaryCondition ?? '');
  await page.getByLabel('Year of diagnosis').fill(answers.yearOfDiagnosis ?? '');
  for (const symptom of answers.primarySymptoms ?? []) {
    await addChip(page, 'Primary symptoms', symptomText(symptom));
  }
}

async function medicalHistory(page: Page): Promise<void> {
  const answers = typicalAnswers.medicalHistory;
  for (const item of answers.medications ?? []) await addChip(page, 'Current medications', item);
  await page.getByLabel('Family medical history').fill(answers.familyHistory ?? '');
}

/** Yes to the checklist items of the model's answers, no to the others (in the spec's order). */
async function medicalChecklist(page: Page): Promise<void> {
  const { checklistQuestions } = await import('@contract/options/checklist');
  const yes = new Set(typicalAnswers.medicalChecklist.checklistItems ?? []);
  const groups = page.getByRole('radiogroup');
  for (const [index, question] of checklistQuestions.entries()) {
    await groups
      .nth(index)
      .getByText(yes.has(question.id) ? 'Yes' : 'No', { exact: true })
      .click();
  }
}

const fillers: Partial<Record<OnboardingStepId, (page: Page) => Promise<void>>> = {
  personalInfo,
  medicalCondition,
  medicalHistory,
  medicalChecklist,
};

const submitLabels: Record<OnboardingStepId, string> = {
  personalInfo: 'Next',
  medicalCondition: 'Next',
  medicalHistory: 'Next',
  geneticReport: 'Next: Book Appointment',
  medicalChecklist: 'Next: Book Appointment',
  bookAppointment: 'Complete & Go to Dashboard',
};

export async function fillStep(page: Page, step: OnboardingStepId): Promise<void> {
  await fillers[step]?.(page);
}

export async function submitStep(page: Page, step: OnboardingStepId): Promise<void> {
  await page.getByRole('button', { name: submitLabels[step], exact: true }).click();
}

export async function answerReport(page: Page, hasReport: boolean): Promise<void> {
  await yesNo(
    page,
    "Do you have a clinical genetics testing report that you'd like to upload?",
    hasReport,
  );
}
