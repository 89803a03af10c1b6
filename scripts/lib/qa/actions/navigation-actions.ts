import { onboardingSteps, rankOfStep } from '@contract/onboarding/steps';
import { routeById, routeTable } from '@machines/routes/route-table';
import { line, quoted } from '../gherkin/lines';
import { givenById } from '../givens';
import {
  accepts,
  dialogOpen,
  pageIs,
  type QaAction,
  type QaState,
  qaEvent,
  stateValueOf,
} from '../qa-types';

/** A full page load: the address typed, a bookmark, a reload. */
export const open: QaAction = {
  type: 'qa.open',
  offers: (state) =>
    state.persisted === null
      ? givenById(state.given).opens.map((url) => qaEvent('qa.open', { url }))
      : [],
  perform: (step, event) => step.open(String(event.url)),
  when: (event) => `the patient opens ${event.url}`,
  steps: (event) => [line(`the patient opens ${quoted(String(event.url))}`)],
};

/** The browser reloads the page shown (its storage, the token and the drafts, stays). */
export const reload: QaAction = {
  type: 'qa.reload',
  offers: (state) =>
    state.persisted !== null && state.view.page !== null && !state.view.facts.saving
      ? [qaEvent('qa.reload', { url: state.expected.path })]
      : [],
  perform: (step, event) => step.open(String(event.url)),
  when: () => 'the patient reloads the page',
  steps: () => [line('the patient reloads the page')],
};

const dashboardPaths = routeTable.filter((r) => r.area === 'dashboard').map((r) => r.path);
const policyPaths = [routeById('terms').path, routeById('privacy').path] as const;

/**
 * Terms and Privacy: the product's home page and the other page; a link's page: "Back to sign
 * in", and "Ask for a new link" once the reset link is refused.
 */
function linkedFrom(state: QaState): string[] | null {
  const page = state.view.page?.id;
  if (page === 'terms' || page === 'privacy') {
    return [
      routeById('landing').path,
      ...policyPaths.filter((path) => path !== state.view.page?.path),
    ];
  }
  if (page === 'resetPassword' && stateValueOf(state, 'resetPassword') === 'linkRefused') {
    return [routeById('auth').path, routeById('forgotPassword').path];
  }
  if (page === 'resetPassword' || page === 'confirmEmail') return [routeById('auth').path];
  return null;
}

/** Addresses the patient can move to inside the app from the page shown. */
function followTargets(state: QaState): string[] {
  const { page, facts } = state.view;
  if (!page) return [];
  if (page.id === 'landing') return [routeById('auth').path, routeById('medicalHistory').path];
  // "Forgot password?" under the sign-in form, "Back to sign in" on its page; Terms and Privacy
  // under the forms.
  if (page.id === 'auth') {
    return [routeById('landing').path, routeById('forgotPassword').path, ...policyPaths];
  }
  if (page.id === 'forgotPassword') return [routeById('auth').path];
  const linked = linkedFrom(state);
  if (linked) return linked;
  // Back from "We can't reach herd Health" (the session check's) to Terms, seen before it.
  if (page.id === 'serverUnreachable') {
    const checking = stateValueOf(state, 'app') === 'serverUnreachable';
    return [routeById('dashboardHome').path, ...(checking ? [policyPaths[0]] : [])];
  }
  // While the profile loads after sign-in, the browser's Back can still go to the landing page.
  if (page.id === 'loadingProfile') return [routeById('landing').path];
  // The frame shown while the session is checked has no links into the app (Support leaves it).
  if (page.id === 'checkingSession') return [];
  const settings = routeById('dashboardSettings').path;
  // Settings links to Terms and Privacy (src/features/dashboard/settings/settings-route.tsx).
  const policies = page.id === 'dashboardSettings' ? policyPaths : [];
  // Settings before onboarding is complete: "Back to onboarding", or Back to a step reached;
  // "Settings" in the wizard's header stays there, on Settings too.
  if (page.id === 'dashboardSettings' && !facts.completed) {
    return [...reachedSteps(state), settings, ...policies];
  }
  if (routeById(page.id).area === 'dashboard') {
    const back = facts.completed ? [routeById('bookAppointment').path] : [];
    return [...dashboardPaths.filter((path) => path !== page.path), ...back, ...policies];
  }
  if (routeById(page.id).area !== 'onboarding') return [];
  // Browser Back/Forward: the steps already reached (and the dashboard once complete); before
  // that, "Settings" in the wizard's header (issue 23 item 7).
  const reached = reachedSteps(state);
  return [...reached, facts.completed ? routeById('dashboardHome').path : settings];
}

/** The onboarding steps the patient reached, but the one shown (the checklist only without a report). */
function reachedSteps(state: QaState): string[] {
  const { page, facts } = state.view;
  return onboardingSteps
    .filter((step) => rankOfStep(step.id) <= facts.furthestRank && step.path !== page?.path)
    .filter((step) => !(step.id === 'medicalChecklist' && facts.savedReport))
    .map((step) => step.path);
}

/** The address changes without a page load: a link, or the browser's Back and Forward. */
export const follow: QaAction = {
  type: 'qa.follow',
  offers: (state) =>
    state.persisted === null || state.view.facts.saving || dialogOpen(state)
      ? []
      : followTargets(state).map((url) => qaEvent('qa.follow', { url })),
  perform: (step, event) => step.follow(String(event.url)),
  when: (event) => `the patient goes to ${event.url} in the app (a link, or Back/Forward)`,
  steps: (event) => [line(`the patient goes to ${quoted(String(event.url))} in the app`)],
};

/** Pages with a Logout button: every member page, their frame while the session is checked, and "We can't reach herd Health". */
const logoutPages = [
  ...routeTable.filter((r) => r.area !== 'signIn').map((r) => r.id),
  'checkingSession',
  'serverUnreachable',
];

export const logout: QaAction = {
  type: 'qa.logout',
  offers: (state) =>
    accepts(state, 'app', 'auth.logout') && pageIs(state, ...logoutPages) && !dialogOpen(state)
      ? [qaEvent('qa.logout')]
      : [],
  perform: (step) => step.send('app', { type: 'auth.logout' }),
  when: () => 'the patient logs out',
  steps: () => [line(`the patient presses ${quoted('Logout')}`)],
};
