import { defineMessages } from '@i18n/message';

/** Every text of the pre-visit summary: catalogue messages. */
export const summaryText = defineMessages({
  title: { id: 'summary.title', defaultMessage: 'Pre-visit summary' },
  lead: {
    id: 'summary.lead',
    defaultMessage:
      'Your record on one or two pages, to print or save as PDF for your clinic or genetic counselor.',
  },
  print: { id: 'summary.print', defaultMessage: 'Print or save as PDF' },
  printHelp: {
    id: 'summary.printHelp',
    defaultMessage: 'In the print window, choose "Save as PDF" as the printer to keep a file.',
  },
  loading: { id: 'summary.loading', defaultMessage: 'Preparing your summary...' },
  unavailableTitle: {
    id: 'summary.unavailableTitle',
    defaultMessage: 'Your summary could not be prepared',
  },
  unavailableDescription: {
    id: 'summary.unavailableDescription',
    defaultMessage: 'We could not fetch your genetic report just now. Your data is safe.',
  },
  tryAgain: { id: 'summary.tryAgain', defaultMessage: 'Try again' },
  heading: {
    id: 'summary.heading',
    defaultMessage: 'Pre-visit summary: {name}',
    description: "The printed page's heading; {name} is the patient's name.",
  },
  preparedOn: {
    id: 'summary.preparedOn',
    defaultMessage: 'Prepared on {date} from what the patient entered in herd Health.',
  },
  notGiven: { id: 'summary.notGiven', defaultMessage: 'Not given' },
  patient: { id: 'summary.section.patient', defaultMessage: 'Patient' },
  diagnosis: { id: 'summary.section.diagnosis', defaultMessage: 'Diagnosis' },
  symptoms: { id: 'summary.section.symptoms', defaultMessage: 'Symptoms' },
  medications: { id: 'summary.section.medications', defaultMessage: 'Current medications' },
  otherConditions: {
    id: 'summary.section.otherConditions',
    defaultMessage: 'Other medical conditions',
  },
  familyHistory: { id: 'summary.section.familyHistory', defaultMessage: 'Family medical history' },
  checklist: { id: 'summary.section.checklist', defaultMessage: 'Medical checklist' },
  variants: { id: 'summary.section.variants', defaultMessage: 'Genetic test results' },
  appointment: { id: 'summary.section.appointment', defaultMessage: 'Appointment' },
  name: { id: 'summary.label.name', defaultMessage: 'Name' },
  dateOfBirth: { id: 'summary.label.dateOfBirth', defaultMessage: 'Date of birth' },
  gender: { id: 'summary.label.gender', defaultMessage: 'Gender' },
  pronouns: { id: 'summary.label.pronouns', defaultMessage: 'Pronouns' },
  state: { id: 'summary.label.state', defaultMessage: 'State' },
  email: { id: 'summary.label.email', defaultMessage: 'Email' },
  condition: { id: 'summary.label.condition', defaultMessage: 'Primary rare condition' },
  diagnosedIn: { id: 'summary.label.diagnosedIn', defaultMessage: 'Year of diagnosis' },
  notDiagnosed: { id: 'summary.label.notDiagnosed', defaultMessage: 'No clinical diagnosis yet' },
  hpoTerm: {
    id: 'summary.hpoTerm',
    defaultMessage: 'HPO {id}',
    description: '{id} is an HPO term id such as HP:0001250.',
  },
  checklistYes: { id: 'summary.checklistYes', defaultMessage: 'Answered yes:' },
  checklistNone: { id: 'summary.checklistNone', defaultMessage: 'No item answered yes.' },
  checklistRest: {
    id: 'summary.checklistRest',
    defaultMessage: 'Answered no to the other {count} questions.',
  },
  noReport: { id: 'summary.noReport', defaultMessage: 'No genetic testing report on file.' },
  variantsTable: { id: 'summary.variantsTable', defaultMessage: 'Variants from the report' },
  gene: { id: 'summary.column.gene', defaultMessage: 'Gene' },
  change: { id: 'summary.column.change', defaultMessage: 'Change' },
  protein: { id: 'summary.column.protein', defaultMessage: 'Protein' },
  zygosity: { id: 'summary.column.zygosity', defaultMessage: 'Zygosity' },
  classification: { id: 'summary.column.classification', defaultMessage: 'Classification' },
  conditionColumn: { id: 'summary.column.condition', defaultMessage: 'Condition' },
  reportProcessed: {
    id: 'summary.reportProcessed',
    defaultMessage: 'From the report uploaded and read on {date}.',
  },
  unreadable: {
    id: 'summary.noFindings.unreadable',
    defaultMessage:
      'The report could not be read clearly, so no result is listed. Bring the original.',
  },
  notAReport: {
    id: 'summary.noFindings.notAReport',
    defaultMessage: 'The uploaded document is not a genetic test report.',
  },
  noFindings: {
    id: 'summary.noFindings.none',
    defaultMessage: 'No variant was read from the report as a finding.',
  },
  uncertain: {
    id: 'summary.uncertain',
    defaultMessage:
      '{count} more {count, plural, one {reading} other {readings}} could not be confirmed and {count, plural, one {is} other {are}} not listed: check the original report.',
  },
  checkOriginal: {
    id: 'summary.checkOriginal',
    defaultMessage: 'Read automatically from the uploaded report: confirm against the original.',
  },
  virtual: {
    id: 'summary.virtual',
    defaultMessage: 'Virtual genetic counseling: {when}',
    description: '{when} is the date and time of the appointment.',
  },
  noAppointment: { id: 'summary.noAppointment', defaultMessage: 'No appointment booked.' },
});
