import { type OnboardingStepId, stepById } from '@contract/onboarding/steps';
import { english } from '@i18n/english';
import { type RouteId, routeById, routeIdForPath } from '@machines/routes/route-table';
import { inlineTexts } from '@machines/shared/messages';
import type { PageId } from '../view';

/**
 * The level-1 heading each page shows. Onboarding steps: the step registry's titles. Dashboard
 * pages: the route table's page titles, except Home, whose heading is the spec's greeting. The
 * Google callback: the sign-in machine's inline texts. Three pages have no heading in any shared
 * module (the route table's titles for them are not shown anywhere), so they are written here
 * once, as the product shows them: the landing page, the sign-in page, "Forgot password?" and
 * the "server unreachable" screen (reported in docs/qa.md, "QA paths").
 */
const unsharedHeadings: Partial<Record<PageId, string>> = {
  landing: 'Rare condition care that starts with your story',
  auth: 'herd Health',
  forgotPassword: 'Forgot your password?',
  serverUnreachable: "We can't reach herd Health right now",
};

/**
 * While the session is checked, a visitor with a stored token sees the frame of the step the
 * address names (spec section 4 keeps them signed in; the frame is the step's own heading).
 */
function checkingFrameHeading(path: string): string {
  const page = routeIdForPath(new URL(path, 'http://app.test').pathname);
  if (page === null || routeById(page).area !== 'onboarding') {
    throw new Error(`The QA model knows no frame for ${path} while the session is checked`);
  }
  return english(stepById(page as OnboardingStepId).title);
}

/** The heading on `page`, shown at `path`, to a patient called `firstName`. */
export function headingOf(page: PageId, firstName: string, path: string): string {
  const unshared = unsharedHeadings[page];
  if (unshared) return unshared;
  if (page === 'checkingSession') return checkingFrameHeading(path);
  // After signing in, the address stays on /auth while the profile loads: no heading yet.
  if (page === 'loadingProfile') return '';
  if (page === 'googleCallback') return english(inlineTexts.callbackErrorTitle);
  // Spec section 2: "Welcome back, {firstName or there}".
  if (page === 'dashboardHome') return `Welcome back, ${firstName.trim() || 'there'}`;
  const route = routeById(page as RouteId);
  return english(
    route.area === 'onboarding' ? stepById(page as OnboardingStepId).title : route.title,
  );
}
