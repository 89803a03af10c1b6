import type { Bundle, BundleEntry, Observation, Resource } from '@medplum/fhirtypes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checklistItemIds } from '../../../contract/options/checklist.ts';
import {
  checklistAnswers,
  richAnswers,
  richCodedSymptoms,
  richReportResult,
  storeCodedSymptoms,
  storeReport,
} from '../../../scripts/lib/export-patients.ts';
import {
  openTestDatabase,
  type ServedApp,
  serveAppOn,
  type TestDatabase,
} from '../support/app-on-database.ts';
import { databaseVariants } from '../support/databases.ts';
import { call, detailOf, registerUser, type TestUser } from '../support/http.ts';
import { fhirFailures, phenopacketFailures } from './validators.ts';

type Packet = Record<string, unknown> & {
  phenotypicFeatures?: { type: { id: string; label: string } }[];
  interpretations?: {
    diagnosis: {
      disease: { id: string };
      genomicInterpretations: {
        variantInterpretation: {
          acmgPathogenicityClassification: string;
          variationDescriptor: {
            expressions: { syntax: string; value: string }[];
            geneContext?: { symbol: string };
            allelicState?: { id: string };
          };
        };
      }[];
    };
  }[];
  diseases?: { term: { id: string } }[];
  metaData: { resources: { id: string; version: string }[] };
};

const resourcesOf = <T extends Resource['resourceType']>(bundle: Bundle, type: T) =>
  (bundle.entry ?? [])
    .map((entry: BundleEntry) => entry.resource)
    .filter(
      (resource): resource is Extract<Resource, { resourceType: T }> =>
        resource?.resourceType === type,
    );

const componentCode = (observation: Observation, loinc: string) =>
  observation.component?.find((part) => part.code.coding?.[0]?.code === loinc)
    ?.valueCodeableConcept;

/** The onboarding QuestionnaireResponse's items, by linkId (the wire name). */
function onboardingAnswers(bundle: Bundle) {
  const response = resourcesOf(bundle, 'QuestionnaireResponse').find((r) =>
    r.questionnaire?.endsWith('onboarding-answers'),
  );
  return new Map(
    (response?.item ?? []).flatMap((group) => group.item ?? []).map((item) => [item.linkId, item]),
  );
}

/** Every saved answer is an item with the same values ("" and [] are no answer). */
function expectEveryAnswer(
  items: ReturnType<typeof onboardingAnswers>,
  answers: Record<string, unknown>,
  skip: string[] = [],
) {
  for (const [wire, value] of Object.entries(answers)) {
    if (skip.includes(wire)) continue;
    const given = (items.get(wire)?.answer ?? []).map(
      (answer) =>
        answer.valueString ??
        answer.valueBoolean ??
        answer.valueInteger ??
        answer.valueDate ??
        answer.valueDateTime,
    );
    const expected = Array.isArray(value) ? value : value === '' ? [] : [value];
    expect(given, wire).toEqual(expected);
  }
}

describe.each(databaseVariants())('GET /api/user/export on $name', (variant) => {
  let database: TestDatabase;
  let app: ServedApp;
  let rich: TestUser;
  let checklist: TestUser;
  let empty: TestUser;
  const fetched: Record<string, { fhir: Bundle; packet: Packet }> = {};

  const exportOf = (user: TestUser, format: string) =>
    call(app.url, 'GET', `/api/user/export?format=${format}`, { token: user.token });

  beforeAll(async () => {
    database = await openTestDatabase(variant);
    app = await serveAppOn(database.db);
    rich = await registerUser(app.url, 'Maya Okafor-Lindqvist');
    checklist = await registerUser(app.url, 'Jonah Reyes');
    empty = await registerUser(app.url, 'New Patient');
    for (const [user, answers] of [
      [rich, richAnswers],
      [checklist, checklistAnswers],
    ] as const) {
      const saved = await call(app.url, 'POST', '/api/user/onboarding', {
        token: user.token,
        json: answers,
      });
      expect(saved.status, saved.text).toBe(200);
    }
    const richId = await storeCodedSymptoms(
      database.db,
      app.services,
      rich.email,
      richCodedSymptoms,
    );
    await storeReport(app.services, richId, richReportResult());
    // Every export is fetched here, before the validators (seconds of synchronous work in this
    // process, which also serves the app) could outlast a kept-alive socket between requests.
    for (const [name, user] of [
      ['checklist', checklist],
      ['empty', empty],
    ] as const) {
      fetched[name] = {
        fhir: (await exportOf(user, 'fhir')).body as Bundle,
        packet: (await exportOf(user, 'phenopacket')).body as Packet,
      };
    }
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('answers 401 without a session and 400 naming the formats for any other format', async () => {
    expect((await call(app.url, 'GET', '/api/user/export?format=fhir')).status).toBe(401);
    for (const format of ['', 'csv', 'FHIR%00']) {
      const answer = await exportOf(empty, format);
      expect(answer.status).toBe(400);
      expect(detailOf(answer)).toBe('Choose a format: format=fhir or format=phenopacket.');
    }
  });

  it('sends each format as an attachment that is never cached', async () => {
    for (const [format, type, name] of [
      ['fhir', 'application/fhir+json', 'herd-health-record.fhir.json'],
      ['phenopacket', 'application/json', 'herd-health-phenopacket.json'],
    ]) {
      const answer = await exportOf(rich, format as string);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toContain(type);
      expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="${name}"`);
      expect(answer.headers.get('cache-control')).toContain('no-store');
    }
  });

  it("records each export in the patient's activity record, and a refused format not", async () => {
    const patient = await registerUser(app.url);
    const exportsRecorded = async () => {
      const answer = await call(app.url, 'GET', '/api/user/activity', { token: patient.token });
      const { events } = answer.body as { events: { kind: string }[] };
      return events.filter((event) => event.kind === 'data_exported').length;
    };
    expect(await exportsRecorded()).toBe(0);
    expect((await exportOf(patient, 'csv')).status).toBe(400);
    expect(await exportsRecorded()).toBe(0);
    expect((await exportOf(patient, 'fhir')).status).toBe(200);
    expect((await exportOf(patient, 'phenopacket')).status).toBe(200);
    expect(await exportsRecorded()).toBe(2);
  });

  describe('the rich patient (report branch, coded symptoms, a report with variants)', () => {
    let bundle: Bundle;
    let packet: Packet;
    let me: Record<string, unknown>;
    // Every request up front: the checks below take seconds, longer than a kept-alive socket.
    beforeAll(async () => {
      bundle = (await exportOf(rich, 'fhir')).body as Bundle;
      packet = (await exportOf(rich, 'phenopacket')).body as Packet;
      me = (await call(app.url, 'GET', '/auth/me', { token: rich.token })).body as typeof me;
    });

    it('every FHIR resource passes @medplum/core validateResource', () => {
      expect(bundle.entry?.length).toBeGreaterThan(15);
      expect(fhirFailures(bundle)).toEqual([]);
    });

    it('the phenopacket passes the GA4GH JSON Schemas', () => {
      expect(phenopacketFailures(packet)).toEqual([]);
    });

    it('holds the Patient, conditions, symptoms, medications, family history and appointment', () => {
      const [patient] = resourcesOf(bundle, 'Patient');
      expect(patient?.name?.[0]).toMatchObject({ family: 'Okafor-Lindqvist', given: ['Maya'] });
      expect(patient).toMatchObject({ birthDate: '1994-03-17', gender: 'female' });
      expect(patient?.address).toEqual([{ state: 'MI', country: 'US' }]);
      const conditions = resourcesOf(bundle, 'Condition');
      expect(conditions.map((condition) => condition.code?.text)).toEqual([
        'Cystic fibrosis',
        'CF-related diabetes',
        'Chronic sinusitis',
      ]);
      expect(conditions[0]?.onsetDateTime).toBe('1996');
      const symptoms = resourcesOf(bundle, 'Observation').filter(
        (observation) => observation.code.coding?.[0]?.code === '75325-1',
      );
      expect(symptoms.map((symptom) => symptom.valueCodeableConcept?.coding?.[0])).toEqual([
        expect.objectContaining({
          system: 'http://purl.obolibrary.org/obo/hp.owl',
          code: 'HP:0012735',
        }),
        expect.objectContaining({
          system: 'http://purl.obolibrary.org/obo/hp.owl',
          code: 'HP:0002205',
        }),
        undefined,
      ]);
      expect(symptoms[2]?.valueCodeableConcept?.text).toBe('Salty-tasting skin');
      expect(
        resourcesOf(bundle, 'MedicationStatement').map((m) => m.medicationCodeableConcept?.text),
      ).toEqual(richAnswers.medications);
      expect(resourcesOf(bundle, 'FamilyMemberHistory')[0]?.note?.[0]?.text).toBe(
        richAnswers.familyHistory,
      );
      expect(resourcesOf(bundle, 'Appointment')[0]).toMatchObject({
        status: 'booked',
        start: richAnswers.appointmentDate,
      });
      // The report branch skipped the checklist: no checklist answers are claimed.
      expect(
        resourcesOf(bundle, 'QuestionnaireResponse').map((response) => response.questionnaire),
      ).toEqual(['urn:herd-health:fhir:Questionnaire:onboarding-answers']);
    });

    it('describes the report as the Genomics Reporting IG does, without the uncertain reading', () => {
      const [report] = resourcesOf(bundle, 'DiagnosticReport');
      const observations = resourcesOf(bundle, 'Observation');
      const byUrl = new Map(bundle.entry?.map((entry) => [entry.fullUrl, entry.resource]));
      const results = (report?.result ?? []).map((ref) => byUrl.get(ref.reference) as Observation);
      const variants = results.filter((o) => o.code.coding?.[0]?.code === '69548-6');
      expect(variants).toHaveLength(2);
      expect(variants.map((o) => componentCode(o, '48004-6')?.coding?.[0]?.code)).toEqual([
        'NM_000492.4:c.1521_1523delCTT',
        'NM_000492.4:c.1652G>A',
      ]);
      expect(variants.map((o) => componentCode(o, '48005-3')?.coding?.[0]?.code)).toEqual([
        'p.Phe508del',
        'p.Gly551Asp',
      ]);
      for (const found of variants) {
        expect(componentCode(found, '48018-6')?.text).toBe('CFTR');
        expect(componentCode(found, '51958-7')?.coding?.[0]?.code).toBe('NM_000492.4');
        expect(componentCode(found, '53034-5')?.coding?.[0]?.code).toBe('LA6706-1');
      }
      const significances = observations.filter((o) => o.code.coding?.[0]?.code === '53037-8');
      expect(significances).toHaveLength(2);
      for (const [index, significance] of significances.entries()) {
        expect(significance.valueCodeableConcept?.coding?.[0]?.code).toBe('LA6668-3');
        const variantUrl = bundle.entry?.find((e) => e.resource === variants[index])?.fullUrl;
        expect(significance.derivedFrom?.[0]?.reference).toBe(variantUrl);
      }
      const [file] = resourcesOf(bundle, 'DocumentReference');
      expect(file?.content[0]?.attachment).toMatchObject({ contentType: 'application/pdf' });
      expect(JSON.stringify(bundle)).not.toContain('3718-2477');
    });

    it('gives the phenopacket the HPO terms, the variants and the OMIM disease', () => {
      expect(packet.phenotypicFeatures?.map((feature) => feature.type.id)).toEqual([
        'HP:0012735',
        'HP:0002205',
      ]);
      const genomic = packet.interpretations?.flatMap((i) => i.diagnosis.genomicInterpretations);
      expect(
        genomic?.map((g) => g.variantInterpretation.variationDescriptor.expressions[0]),
      ).toEqual([
        { syntax: 'hgvs.c', value: 'NM_000492.4:c.1521_1523delCTT' },
        { syntax: 'hgvs.c', value: 'NM_000492.4:c.1652G>A' },
      ]);
      for (const g of genomic ?? []) {
        expect(g.variantInterpretation.acmgPathogenicityClassification).toBe('PATHOGENIC');
        expect(g.variantInterpretation.variationDescriptor.geneContext?.symbol).toBe('CFTR');
        expect(g.variantInterpretation.variationDescriptor.allelicState?.id).toBe('GENO:0000135');
      }
      expect(packet.interpretations?.[0]?.diagnosis.disease.id).toBe('OMIM:219700');
      expect(packet.diseases).toEqual([
        { term: { id: 'OMIM:219700', label: 'Cystic fibrosis (CF)' } },
      ]);
      expect(packet.metaData.resources.find((r) => r.id === 'hp')?.version).toMatch(
        /^\d{4}-\d{2}-\d{2}$/,
      );
      expect(JSON.stringify(packet)).not.toContain('3718-2477');
    });

    it('carries every answer of every onboarding step', () => {
      const items = onboardingAnswers(bundle);
      expectEveryAnswer(items, richAnswers, ['symptoms']);
      expect(me.symptoms).toEqual(richCodedSymptoms);
      expect(items.get('symptoms')?.answer).toEqual([
        { valueCoding: expect.objectContaining({ code: 'HP:0012735' }) },
        { valueCoding: expect.objectContaining({ code: 'HP:0002205' }) },
        { valueString: 'Salty-tasting skin' },
      ]);
    });
  });

  describe('the checklist patient', () => {
    it('answers the eleven checklist questions against a Questionnaire of the spec ids', async () => {
      const bundle = fetched.checklist?.fhir as Bundle;
      expect(fhirFailures(bundle)).toEqual([]);
      const questionnaire = resourcesOf(bundle, 'Questionnaire').find((q) =>
        q.url?.endsWith('medical-checklist'),
      );
      expect(questionnaire?.item?.map((item) => item.linkId)).toEqual([...checklistItemIds]);
      const response = resourcesOf(bundle, 'QuestionnaireResponse').find(
        (r) => r.questionnaire === questionnaire?.url,
      );
      const yes = response?.item?.filter((item) => item.answer?.[0]?.valueBoolean === true);
      expect(yes?.map((item) => item.linkId)).toEqual([...checklistAnswers.checklistItems]);
      expect(response?.item).toHaveLength(11);
      expect(resourcesOf(bundle, 'DiagnosticReport')).toEqual([]);
      // The saved default is not a family history.
      expect(resourcesOf(bundle, 'FamilyMemberHistory')).toEqual([]);
      expect(resourcesOf(bundle, 'Condition')).toEqual([]);
      expect(resourcesOf(bundle, 'Patient')[0]?.gender).toBe('male');
      expectEveryAnswer(onboardingAnswers(bundle), checklistAnswers);
      expect(phenopacketFailures(fetched.checklist?.packet)).toEqual([]);
    });
  });

  describe('an empty new account', () => {
    it('exports a valid Patient and phenopacket with nothing invented', async () => {
      const bundle = fetched.empty?.fhir as Bundle;
      expect(fhirFailures(bundle)).toEqual([]);
      expect(bundle.entry?.map((entry) => entry.resource?.resourceType)).toEqual([
        'Patient',
        'Questionnaire',
        'QuestionnaireResponse',
      ]);
      expect(resourcesOf(bundle, 'QuestionnaireResponse')[0]?.status).toBe('in-progress');
      const packet = fetched.empty?.packet as Packet;
      expect(phenopacketFailures(packet)).toEqual([]);
      expect(packet.interpretations).toBeUndefined();
      expect(packet.phenotypicFeatures).toBeUndefined();
    });
  });

  it('the validators refuse what the standards refuse (so these tests can fail)', () => {
    const broken = {
      resourceType: 'Bundle',
      type: 'collection',
      entry: [{ resource: { resourceType: 'Observation', code: { text: 'x' } } }],
    } as unknown as Bundle;
    expect(fhirFailures(broken)).toContain(
      'Observation: Missing required property (Observation.status)',
    );
    expect(phenopacketFailures({ id: 'x' })).not.toEqual([]);
    expect(
      phenopacketFailures({
        id: 'x',
        metaData: { created: 'now', createdBy: 'a', phenopacketSchemaVersion: '2.0.0' },
        phenotypicFeatures: [{ type: { id: 'HP:1' } }],
      }),
    ).not.toEqual([]);
  });
});
