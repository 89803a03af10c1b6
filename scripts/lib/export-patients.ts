import { randomUUID } from 'node:crypto';
import type { ReportResult } from '../../contract/report.ts';
import type { AppServices } from '../../server/app-env.ts';
import type { Database } from '../../server/db/database.ts';

/**
 * The export's test patients (tests/server/export, `npm run bench:export`): answers as the
 * onboarding steps save them, symptoms as server/phenotypes will store them (a string, or
 * `{ text, hpo_id }`), and a report result with the fields issue 23 adds.
 */
export const richAnswers = {
  firstName: 'Maya',
  lastName: 'Okafor-Lindqvist',
  pronouns: 'she/her',
  dateOfBirth: '1994-03-17',
  gender: 'female',
  state: 'MI',
  hasBeenDiagnosed: true,
  condition: 'Cystic fibrosis',
  diagnosis: 1996,
  symptoms: ['Chronic cough', 'Frequent lung infections', 'Salty-tasting skin'],
  medications: [
    'Elexacaftor/tezacaftor/ivacaftor',
    'Dornase alfa, 2.5 mg inhaled daily',
    'Pancrelipase',
  ],
  otherConditions: ['CF-related diabetes', 'Chronic sinusitis'],
  familyHistory:
    'Younger brother also has cystic fibrosis. Both parents are carriers; a maternal cousin had recurrent pancreatitis.',
  hasGeneticReport: true,
  appointmentDate: '2026-12-08T15:30:00.000Z',
  has_completed_onboarding: true,
} as const;

/** What the patient chose in the symptom search once server/phenotypes is merged. */
export const richCodedSymptoms = [
  { text: 'Chronic cough', hpo_id: 'HP:0012735' },
  { text: 'Recurrent respiratory infections', hpo_id: 'HP:0002205' },
  'Salty-tasting skin',
] as const;

export const checklistAnswers = {
  firstName: 'Jonah',
  lastName: 'Reyes',
  dateOfBirth: '2019-08-02',
  gender: 'male',
  state: 'MI',
  hasBeenDiagnosed: false,
  condition: '',
  symptoms: ['Low muscle tone', 'Seizures that do not stop with medicine'],
  medications: ['Levetiracetam'],
  otherConditions: [],
  familyHistory: 'No family history provided',
  hasGeneticReport: false,
  checklistItems: ['severeHypotonia', 'refractorySeizures', 'relevantFamilyHistory'],
  appointmentDate: '2026-12-10T18:00:00.000Z',
  has_completed_onboarding: true,
} as const;

const variant = (fields: Partial<ReportResult['variants'][number]> & { inheritance?: string }) => ({
  var: [],
  gene: [],
  diseaseNames: [],
  refSeq: [],
  dbSNP: [],
  OMIM: [],
  PMID: [],
  ...fields,
});

/** dev-01's findings as the engine answers them, with issue 23's verdict and an uncertain reading. */
export function richReportResult(): ReportResult {
  return {
    run_id: randomUUID(),
    processed_at: '2026-11-20T14:05:00.000Z',
    readable: true,
    is_genetic_report: true,
    conclusion: 'positive',
    variants: [
      variant({
        var: ['c.1521_1523delCTT', 'p.Phe508del', 'F508del', 'ΔF508', 'VCV000007105'],
        gene: ['CFTR'],
        diseaseNames: ['Cystic fibrosis (CF)'],
        refSeq: ['NM_000492.4'],
        dbSNP: ['rs113993960'],
        OMIM: ['602421', '219700'],
        PMID: ['2475911'],
        classification: 'Pathogenic',
        zygosity: 'Heterozygous',
        inheritance: 'Autosomal recessive',
      }),
      variant({
        var: ['c.1652G>A', 'p.Gly551Asp', 'G551D'],
        gene: ['CFTR'],
        diseaseNames: ['Cystic fibrosis (CF)'],
        refSeq: ['NM_000492.4'],
        dbSNP: ['rs75527207'],
        OMIM: ['602421', '219700'],
        PMID: ['22047557'],
        classification: 'Pathogenic',
        zygosity: 'Heterozygous',
        inheritance: 'Autosomal recessive',
      }),
    ],
    uncertain_variants: [
      {
        ...variant({ var: ['c.3718-2477C>T'], gene: ['CFTR'] }),
        uncertain: true,
        snippet: 'targeted region c.3718-2477C>T',
      },
    ],
    variant_like: ['c.3718-2477C>T'],
    disease_options: [
      {
        name: 'Cystic fibrosis (CF)',
        id: 'OMIM:219700',
        description: 'Named in the report for CFTR.',
      },
    ],
    raw_text: 'CFTR full-gene analysis ... RESULT: POSITIVE',
  } as ReportResult;
}

/** Stores symptoms in the shape server/phenotypes writes (the contract here accepts strings). */
export async function storeCodedSymptoms(
  db: Database,
  services: Pick<AppServices, 'users'>,
  email: string,
  symptoms: readonly unknown[],
): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    'update users set symptoms = $1::jsonb where email = $2 returning id',
    [JSON.stringify(symptoms), email.toLowerCase()],
  );
  if (!row) throw new Error(`no user ${email}`);
  services.users.forget(row.id);
  return row.id;
}

/** A report on file for the user, stored as an upload would store it. */
export async function storeReport(
  services: Pick<AppServices, 'reports' | 'users'>,
  userId: string,
  result: ReportResult,
): Promise<void> {
  const bytes = new TextEncoder().encode('%PDF-1.7\n% a stand-in for the uploaded report\n');
  await services.reports.insert(
    {
      id: result.run_id,
      user_id: userId,
      file_name: 'cftr-report.pdf',
      media_type: 'application/pdf',
      byte_size: bytes.byteLength,
      result,
    },
    bytes,
  );
  services.users.forget(userId);
}
