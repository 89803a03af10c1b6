import type { Appointment, BundleEntry } from '@medplum/fhirtypes';
import { exportTexts } from '../export-words.ts';
import { textOnly } from './codes.ts';
import type { FhirContext } from './fhir-context.ts';
import { instant } from './fhir-context.ts';

/**
 * The booked genetic counseling appointment (step 5). The booking gives its start only, so the
 * Appointment is `booked` with its start and, as FHIR requires an end with a start, the length of
 * the counseling event type.
 */
export const COUNSELING_MINUTES = 30;

export function appointmentEntries(context: FhirContext): BundleEntry[] {
  const start = context.record.answers.appointmentDate;
  if (!start) return [];
  const end = new Date(new Date(start).getTime() + COUNSELING_MINUTES * 60_000);
  return [
    context.entry('appointment', {
      resourceType: 'Appointment',
      status: 'booked',
      serviceType: [textOnly(context.words(exportTexts.counseling))],
      appointmentType: textOnly(context.words(exportTexts.virtual)),
      description: context.words(exportTexts.appointment),
      start: instant(start),
      end: instant(end),
      minutesDuration: COUNSELING_MINUTES,
      participant: [{ actor: context.patient, status: 'accepted', required: 'required' }],
    } satisfies Appointment),
  ];
}
