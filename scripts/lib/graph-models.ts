import { routeTable } from '@machines/app/route-table';
import type { AuthSession } from '@machines/domain/session';
import { emptyProfile, type UserProfile } from '@machines/domain/user-profile';
import { toastMachine } from '@machines/toast/toast.machine';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import {
  inertAppMachine,
  inertBookingMachine,
  inertThemeMachine,
  inertUploadMachine,
} from './graph-inert-machines';
import { type GraphModel, invokeSources, ownEventTypes } from './graph-traversal';

/** Concrete payload variants per event type; types not listed are sent bare. */
type Catalog = Record<string, AnyEventObject[]>;
/** Outputs of each actor source, for its xstate.done.actor.* event. */
type Outputs = Record<string, unknown[]>;

const serverError = { detail: 'The authorization code has expired' };

function discover(
  catalog: Catalog,
  outputs: Outputs,
  sources: Map<string, string>,
  internal: ReadonlySet<string> = new Set(),
) {
  return (snapshot: AnyMachineSnapshot): AnyEventObject[] =>
    ownEventTypes(snapshot).flatMap((type) => {
      if (internal.has(type)) return [];
      if (type.startsWith('xstate.done.actor.')) {
        const src = sources.get(type.slice('xstate.done.actor.'.length)) ?? '';
        return (outputs[src] ?? [undefined]).map((output) => ({ type, output }));
      }
      if (type.startsWith('xstate.error.actor.')) return [{ type, error: serverError }];
      return catalog[type] ?? [{ type }];
    });
}

export const newPatient: UserProfile = emptyProfile('pat@example.com', 'Pat Doe');
export const finishedPatient: UserProfile = {
  ...emptyProfile('sam@example.com', 'Sam Roe'),
  firstName: 'Sam',
  hasGeneticReport: true,
  has_completed_onboarding: true,
  appointmentDate: '2026-12-01T15:00:00.000Z',
};
const session: AuthSession = { access_token: 'token-1', email: 'pat@example.com', name: 'Pat Doe' };
const michiganInfo = {
  firstName: 'Pat',
  lastName: 'Doe',
  dateOfBirth: '1990-04-01',
  gender: 'female',
  state: 'MI',
};
export const reportResult = {
  run_id: 'run-1',
  processed_at: '2026-11-21',
  variants: [
    {
      var: ['NM_000492.4:c.1521_1523del'],
      gene: ['CFTR'],
      diseaseNames: ['Cystic fibrosis'],
      refSeq: ['NM_000492.4'],
      dbSNP: ['rs113993960'],
      OMIM: ['602421'],
      PMID: [],
    },
  ],
  disease_options: [],
};

const appCatalog: Catalog = {
  'xstate.route': [
    ...routeTable
      .filter((route) => route.id !== 'googleCallback')
      .map((route) => ({ type: 'xstate.route', to: `#${route.id}` })),
    { type: 'xstate.route', to: '#personalInfo', alias: true },
    { type: 'xstate.route', to: '#googleCallback', search: '?code=abc&state=xyz' },
    { type: 'xstate.route', to: '#googleCallback', search: '?error=access_denied' },
    { type: 'xstate.route', to: '#googleCallback', hash: '#state=xyz' },
  ],
  'auth.login.submitted': [
    { type: 'auth.login.submitted', email: 'pat@example.com', password: 'secret-pass' },
  ],
  'auth.register.submitted': [
    {
      type: 'auth.register.submitted',
      name: 'Pat Doe',
      email: 'pat@example.com',
      password: 'secret-pass',
      confirmPassword: 'secret-pass',
    },
    {
      type: 'auth.register.submitted',
      name: 'Pat Doe',
      email: 'pat@example.com',
      password: 'secret-pass',
      confirmPassword: 'other-pass',
    },
  ],
  'personalInfo.submitted': [
    { type: 'personalInfo.submitted', values: michiganInfo },
    { type: 'personalInfo.submitted', values: { ...michiganInfo, state: 'OH' } },
    { type: 'personalInfo.submitted', values: { ...michiganInfo, firstName: '' } },
  ],
  'medicalCondition.submitted': [
    {
      type: 'medicalCondition.submitted',
      values: {
        hasBeenDiagnosed: true,
        primaryCondition: 'Cystic fibrosis',
        yearOfDiagnosis: '2001',
        primarySymptoms: ['Cough'],
      },
    },
  ],
  'medicalCondition.back': [
    {
      type: 'medicalCondition.back',
      values: {
        hasBeenDiagnosed: false,
        primaryCondition: '',
        yearOfDiagnosis: '',
        primarySymptoms: [],
      },
    },
  ],
  'medicalHistory.submitted': [
    {
      type: 'medicalHistory.submitted',
      values: { medications: ['Ivacaftor'], otherConditions: [], familyHistory: '' },
    },
    {
      type: 'medicalHistory.submitted',
      values: { medications: [42], otherConditions: [], familyHistory: '' },
    },
  ],
  'geneticReport.answered': [
    { type: 'geneticReport.answered', hasReport: true },
    { type: 'geneticReport.answered', hasReport: false },
  ],
  'checklist.submitted': [
    { type: 'checklist.submitted', checklistItems: ['severeHypotonia', 'unknownItem'] },
  ],
  'report.uploaded': [{ type: 'report.uploaded', result: reportResult }],
  'appointment.booked': [{ type: 'appointment.booked', startTime: '2026-12-01T15:00:00.000Z' }],
};

const appOutputs: Outputs = {
  fetchCurrentUser: [null, newPatient, finishedPatient],
  login: [session],
  register: [session],
  exchangeGoogleCode: [session],
  checkOnboarding: [
    '/onboarding',
    '/onboarding/medical-condition',
    '/onboarding/medical-history',
    '/onboarding/genetic-report',
    '/onboarding/medical-checklist',
    '/onboarding/book-appointment',
    '/dashboard',
  ].map((redirect_path) => ({ redirect_path })),
  saveOnboarding: [undefined],
};

const appEvents = discover(appCatalog, appOutputs, invokeSources(inertAppMachine));

/** While the session is being checked, two deep links are enough: one page, one callback. */
const earlyRoutes = new Set(['#medicalHistory', '#googleCallback']);

export const appModel: GraphModel = {
  name: 'app',
  machine: inertAppMachine,
  inputs: [{}],
  events: (snapshot) => {
    const events = appEvents(snapshot);
    const pageless = Object.keys(snapshot.getMeta()).length === 0;
    return events.filter(
      (event) =>
        event.type !== 'xstate.route' ||
        !pageless ||
        (earlyRoutes.has(String(event.to)) &&
          !event.hash &&
          !String(event.search).includes('error')),
    );
  },
  serializeState: (snapshot) => {
    const c = snapshot.context;
    return JSON.stringify({
      v: snapshot.value,
      u: c.user ? [c.user.has_completed_onboarding, c.user.hasGeneticReport] : null,
      r: c.furthestRank,
      a: c.reportAnswer,
      up: c.reportUploaded,
      al: c.stepOneAlias,
      q: c.requestedRoute,
      cb: [c.callback.code !== null, c.callback.error !== null],
    });
  },
};

export const uploadModel: GraphModel = {
  name: 'upload',
  machine: inertUploadMachine,
  inputs: [{ hasReport: false }, { hasReport: true }],
  events: discover(
    { 'file.selected': [{ type: 'file.selected', file: new File(['%PDF-1.7'], 'report.pdf') }] },
    { uploadReport: [reportResult] },
    invokeSources(inertUploadMachine),
  ),
  serializeState: (snapshot) =>
    JSON.stringify([snapshot.value, snapshot.context.progress, snapshot.context.result !== null]),
};

export const bookingModel: GraphModel = {
  name: 'booking',
  machine: inertBookingMachine,
  inputs: [undefined],
  events: discover(
    { 'booking.booked': [{ type: 'booking.booked', startTime: '2026-12-01T15:00:00.000Z' }] },
    {},
    invokeSources(inertBookingMachine),
  ),
  serializeState: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      Math.min(snapshot.context.attempt, 2),
      snapshot.context.startTime !== null,
    ]),
};

export const toastModel: GraphModel = {
  name: 'toast',
  machine: toastMachine,
  inputs: [undefined],
  events: discover(
    { 'toast.show': [{ type: 'toast.show', title: 'Saved', variant: 'default' }] },
    {},
    new Map(),
    new Set(['toast.retired']),
  ),
  serializeState: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.current !== null,
      snapshot.context.dismissed.length > 0,
    ]),
};

export const themeModel: GraphModel = {
  name: 'theme',
  machine: inertThemeMachine,
  inputs: [
    { stored: null, osPrefersDark: false },
    { stored: 'light', osPrefersDark: false },
    { stored: 'dark', osPrefersDark: true },
  ],
  events: discover(
    {
      'theme.selected': (['light', 'dark', 'system'] as const).map((theme) => ({
        type: 'theme.selected',
        theme,
      })),
      'theme.os.changed': [
        { type: 'theme.os.changed', dark: true },
        { type: 'theme.os.changed', dark: false },
      ],
    },
    {},
    new Map(),
  ),
  serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.osPrefersDark]),
};

export const allModels: GraphModel[] = [
  appModel,
  uploadModel,
  bookingModel,
  toastModel,
  themeModel,
];
