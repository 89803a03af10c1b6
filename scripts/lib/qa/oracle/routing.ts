import { resumeStep } from '@contract/onboarding/resume';
import {
  completedRank,
  type OnboardingStepId,
  onboardingSteps,
  rankOfStep,
} from '@contract/onboarding/steps';
import { type RouteId, routeById, routeIdForPath } from '@machines/routes/route-table';
import { isAppScreen, type PageId } from '../view';
import type { Account } from '../world';
import { type Expected, freshScreen } from './expected';
import { languageAfterSignIn } from './language-rules';

/**
 * Where the patient should be, from the step registry, the route table and the spec; the
 * machines are never asked.
 */

/** Spec section 2, the Back buttons: step 2 to /onboarding/personal-info, steps 3 to 5 as listed. */
const specBackTargets: Partial<Record<OnboardingStepId, string>> = {
  medicalCondition: '/onboarding/personal-info',
  medicalHistory: '/onboarding/medical-condition',
  geneticReport: '/onboarding/medical-history',
  medicalChecklist: '/onboarding/genetic-report',
  bookAppointment: '/onboarding/medical-history',
};

export const areaOfPage = (page: PageId | null) =>
  page === null || isAppScreen(page) ? null : routeById(page).area;

export const isStep = (page: PageId | null): page is OnboardingStepId =>
  areaOfPage(page) === 'onboarding';

/** A page and its address (step 1 at its alias when asked). */
export function show(e: Expected, page: PageId, alias = false): Expected {
  const path = isAppScreen(page) ? e.path : aliasOr(page, alias);
  const furthestRank = isStep(page) ? Math.max(e.furthestRank, rankOfStep(page)) : e.furthestRank;
  // Another page shows its own notices, upload area and dialogs from the start; the reason of
  // the last refused sign-in stays under the sign-in form until the next attempt, and a Profile
  // section open for editing stays open while the patient visits other dashboard pages.
  const withinDashboard = areaOfPage(e.page) === 'dashboard' && areaOfPage(page) === 'dashboard';
  // Settings before onboarding is complete: the wizard keeps its step as it was behind it.
  const toSettings = page === 'dashboardSettings' && !e.completed && isStep(e.page);
  const behind = e.page === 'dashboardSettings' ? e.behindSettings : null;
  const screen =
    page === e.page
      ? e.screen
      : behind && behind.page === page
        ? behind.screen
        : {
            ...freshScreen,
            signInFailure: e.screen.signInFailure,
            fieldProblems: e.screen.fieldProblems,
            editing: withinDashboard ? e.screen.editing : null,
          };
  const behindSettings =
    toSettings && e.page
      ? { page: e.page, screen: e.screen }
      : page === e.page
        ? e.behindSettings
        : null;
  return {
    ...e,
    page,
    path,
    alias: alias && page === 'personalInfo',
    furthestRank,
    screen,
    behindSettings,
    // "Confirm your email" lives as long as the dashboard: it starts afresh on entering it.
    reminder: withinDashboard || page === e.page ? e.reminder : 'idle',
  };
}

function aliasOr(page: RouteId, alias: boolean): string {
  const route = routeById(page);
  return alias && route.aliases[0] ? route.aliases[0] : route.path;
}

/** The registry's rule: a step may be opened once reached; the checklist only without a report. */
export function mayOpenStep(e: Expected, step: OnboardingStepId): boolean {
  if (step === 'medicalChecklist' && e.savedReport) return false;
  return rankOfStep(step) <= e.furthestRank;
}

/** The next step in the registry's order (the checklist only without a report), else the dashboard. */
export function nextPage(step: OnboardingStepId, savedReport: boolean): PageId {
  const applies = onboardingSteps.filter((candidate) => !('onlyWhen' in candidate) || !savedReport);
  const index = applies.findIndex((candidate) => candidate.id === step);
  return applies[index + 1]?.id ?? 'dashboardHome';
}

export function backPage(step: OnboardingStepId): { page: PageId; alias: boolean } | null {
  const target = specBackTargets[step];
  if (!target) return null;
  const page = routeIdForPath(target);
  return page ? { page, alias: target !== routeById(page).path } : null;
}

/** The page an address names (the Google callback is told apart by its query string). */
export function pageOfAddress(url: string): PageId | null {
  return routeIdForPath(new URL(url, 'http://app.test').pathname);
}

/**
 * Signed in: the onboarding check's answer (the registry's resume rule), or the page asked for
 * earlier when the patient may open it.
 */
export function enterSignedIn(e: Expected, account: Account): Expected {
  const resume = resumeStep(account.stored);
  const completed = resume === null;
  const savedReport = account.stored.hasGeneticReport === true;
  const base: Expected = {
    ...e,
    signedIn: true,
    tokenStored: true,
    completed,
    furthestRank: completed ? completedRank : rankOfStep(resume),
    savedReport,
    reportAnswer: savedReport,
    reportOnFile: account.latestReportId !== null,
    requested: null,
    language: languageAfterSignIn(e, account),
  };
  const wanted = e.requested;
  if (completed) {
    return show(base, wanted && areaOfPage(wanted) === 'dashboard' ? wanted : 'dashboardHome');
  }
  if (isStep(wanted) && mayOpenStep(base, wanted)) return show(base, wanted, false);
  // Settings opens before onboarding is complete too (issue 23 item 7).
  if (wanted === 'dashboardSettings') return show(base, wanted);
  return show(base, resume);
}

/**
 * Signed out: the landing page; a member page asked for is remembered and the sign-in page asks
 * the visitor to sign in (issue 30, row 16).
 */
export function enterSignedOut(e: Expected, address: string): Expected {
  const page = pageOfAddress(address);
  const area = page === null ? null : areaOfPage(page);
  // Terms, Privacy and the pages of links in mail open signed out too (issues 25 and 30).
  const member = area === 'onboarding' || area === 'dashboard';
  const base: Expected = {
    ...e,
    signedIn: false,
    completed: false,
    furthestRank: 0,
    requested: member ? page : null,
    uploading: false,
  };
  if (member) return show(base, 'auth');
  return show(base, member || page === null ? 'landing' : page);
}
