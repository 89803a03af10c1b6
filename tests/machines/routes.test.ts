import { english } from '@i18n/english';
import { appMachine } from '@machines/app/app.machine';
import { dashboardMachine } from '@machines/dashboard/dashboard.machine';
import { onboardingMachine } from '@machines/onboarding/onboarding.machine';
import { policyPageMachine } from '@machines/policy/policy-page.machine';
import { currentPageOf, pageOfOwner, pageOwnerOf } from '@machines/routes/current-page';
import { eventForLocation } from '@machines/routes/location';
import {
  areaOf,
  isAliasPath,
  routeById,
  routeIdForPath,
  routeIdOf,
  routeTable,
} from '@machines/routes/route-table';
import { signInMachine } from '@machines/sign-in/sign-in.machine';
import { describe, expect, it } from 'vitest';
import { startApp } from './support/app-harness';
import { settle } from './support/controllable';
import { finishedUser, newProfile, route } from './support/fixtures';
import { catalogueWords } from './support/in-english';

/** Spec section 2's route table, typed out again as the oracle. */
const specRoutes = [
  ['/', 'landing'],
  ['/auth', 'auth'],
  ['/onboarding', 'personalInfo'],
  ['/onboarding/medical-condition', 'medicalCondition'],
  ['/onboarding/medical-history', 'medicalHistory'],
  ['/onboarding/genetic-report', 'geneticReport'],
  ['/onboarding/medical-checklist', 'medicalChecklist'],
  ['/onboarding/book-appointment', 'bookAppointment'],
  ['/dashboard', 'dashboardHome'],
  ['/dashboard/calendar', 'dashboardCalendar'],
  ['/dashboard/messages', 'dashboardMessages'],
  ['/dashboard/profile', 'dashboardProfile'],
  ['/dashboard/settings', 'dashboardSettings'],
] as const;

describe('route table', () => {
  it.each(specRoutes)('%s is %s', (path, id) => {
    expect(routeIdForPath(path)).toBe(id);
    expect(routeById(id).path).toBe(path);
  });

  it('has the report page beyond the spec at /dashboard/report', () => {
    expect(routeIdForPath('/dashboard/report')).toBe('dashboardReport');
  });

  it('puts step 1 also at /onboarding/personal-info (step 2 Back), and says it is the alias', () => {
    expect(routeIdForPath('/onboarding/personal-info')).toBe('personalInfo');
    expect(isAliasPath('/onboarding/personal-info')).toBe(true);
    expect(isAliasPath('/onboarding')).toBe(false);
    expect(isAliasPath('/onboarding/personal-info/')).toBe(true);
  });

  it('ignores a trailing slash, a query and a hash', () => {
    expect(routeIdForPath('/dashboard/')).toBe('dashboardHome');
    expect(routeIdForPath('/dashboard//')).toBe('dashboardHome');
    expect(routeIdForPath('/onboarding/medical-history?x=1')).toBe('medicalHistory');
    expect(routeIdForPath('/onboarding/medical-history#top')).toBe('medicalHistory');
    expect(routeIdForPath('/')).toBe('landing');
  });

  it('names no route for unknown addresses', () => {
    expect(routeIdForPath('/dev/ui')).toBeNull();
    expect(routeIdForPath('/nope')).toBeNull();
    expect(routeIdForPath('')).toBeNull();
  });

  it('never names the Google callback for an address: /auth is the sign-in page', () => {
    expect(routeIdForPath('/auth')).toBe('auth');
    expect(routeById('googleCallback').path).toBe('/auth');
  });

  it('knows which part of the app owns each page', () => {
    expect(areaOf('#landing')).toBe('signIn');
    expect(areaOf('#googleCallback')).toBe('signIn');
    expect(areaOf('#medicalChecklist')).toBe('onboarding');
    expect(areaOf('#dashboardReport')).toBe('dashboard');
    expect(areaOf('dashboardReport')).toBe('dashboard');
    expect(areaOf('#nowhere')).toBeNull();
  });

  it('reads route ids with or without "#"', () => {
    expect(routeIdOf('#auth')).toBe('auth');
    expect(routeIdOf('auth')).toBe('auth');
    expect(routeIdOf('#x')).toBeNull();
  });

  it('refuses an unknown route id loudly', () => {
    expect(() => routeById('nowhere' as never)).toThrow('Unknown route nowhere');
  });

  it('gives every page a document title', () => {
    expect(english(routeById('landing').title)).toBe('herd Health');
    expect(english(routeById('auth').title)).toBe('Sign in');
    expect(english(routeById('googleCallback').title)).toBe('Completing sign-in');
    expect(english(routeById('medicalHistory').title)).toBe('Medical History · Onboarding');
    expect(english(routeById('dashboardHome').title)).toBe('Home');
    expect(english(routeById('dashboardCalendar').title)).toBe('Appointments');
    expect(english(routeById('dashboardMessages').title)).toBe('Messages');
    expect(english(routeById('dashboardProfile').title)).toBe('Profile');
    expect(english(routeById('dashboardReport').title)).toBe('My genetic report');
    expect(english(routeById('dashboardSettings').title)).toBe('Settings');
    expect(english(routeById('dashboardSummary').title)).toBe('Pre-visit summary');
    expect(english(routeById('forgotPassword').title)).toBe('Forgot password');
    expect(english(routeById('resetPassword').title)).toBe('Choose a new password');
    expect(english(routeById('confirmEmail').title)).toBe('Confirm your email');
    expect(english(routeById('terms').title)).toBe('Terms of Service');
    expect(english(routeById('privacy').title)).toBe('Privacy Policy');
    expect(new Set(routeTable.map((entry) => entry.id)).size).toBe(routeTable.length);
  });
});

describe('document titles as the browser reads them (by id, from the catalogue)', () => {
  it.each(routeTable.map((entry) => [entry.id, entry.title] as const))(
    'the %s title reads the same from the English catalogue, and Spanish and Arabic have it',
    (_, title) => {
      expect(catalogueWords(title, 'en')).toBe(english(title));
      expect(catalogueWords(title, 'es')).toBeTruthy();
      expect(catalogueWords(title, 'ar')).toBeTruthy();
    },
  );
});

describe('route ids are state ids (a route event targets `#<id>`)', () => {
  const machineOf = {
    signIn: signInMachine,
    emailLink: appMachine,
    policy: policyPageMachine,
    onboarding: onboardingMachine,
    dashboard: dashboardMachine,
  };

  it.each(routeTable.map((entry) => [entry.id, entry.area] as const))(
    '#%s is a state of the %s machine',
    (id, area) => {
      expect(() => machineOf[area].getStateNodeById(id)).not.toThrow();
    },
  );
});

describe('route events for addresses (eventForLocation)', () => {
  it('names the page of an address', () => {
    expect(eventForLocation({ pathname: '/dashboard/messages' })).toEqual(
      route('#dashboardMessages'),
    );
  });

  it('marks the alias of step 1', () => {
    expect(eventForLocation({ pathname: '/onboarding/personal-info' })).toEqual(
      route('#personalInfo', { alias: true }),
    );
    expect(eventForLocation({ pathname: '/onboarding' })).toEqual(route('#personalInfo'));
  });

  it("/auth with any of Google's parameters is the Google callback, carrying the address", () => {
    expect(eventForLocation({ pathname: '/auth', search: '?code=abc', hash: '' })).toEqual(
      route('#googleCallback', { search: '?code=abc', hash: '' }),
    );
    expect(eventForLocation({ pathname: '/auth', hash: '#error=denied' })).toEqual(
      route('#googleCallback', { search: '', hash: '#error=denied' }),
    );
  });

  it('/auth with other parameters is the sign-in page', () => {
    expect(eventForLocation({ pathname: '/auth', search: '?tab=register' })).toEqual(
      route('#auth'),
    );
  });

  it('a Google parameter elsewhere is not a callback', () => {
    expect(eventForLocation({ pathname: '/', search: '?code=abc' })).toEqual(route('#landing'));
  });

  it('leaves addresses it does not own alone', () => {
    expect(eventForLocation({ pathname: '/dev/ui' })).toBeNull();
  });
});

describe('the page on screen (currentPageOf)', () => {
  it('is none while the session is checked', () => {
    const { snapshot } = startApp();

    expect(currentPageOf(snapshot())).toBeNull();
    expect(pageOwnerOf(snapshot())).toBeUndefined();
  });

  it('is the landing page when signed out', async () => {
    const { snapshot, userIs, child } = startApp();
    await userIs(null);

    expect(currentPageOf(snapshot())).toEqual({ id: 'landing', path: '/' });
    expect(pageOwnerOf(snapshot())).toBe(child('signIn'));
  });

  it('is the step on screen, with step 1 at its alias after step 2 Back', async () => {
    const { snapshot, userIs, child } = startApp();
    await userIs({ profile: newProfile(), resumeAt: 'medicalCondition' });
    expect(currentPageOf(snapshot())).toEqual({
      id: 'medicalCondition',
      path: '/onboarding/medical-condition',
    });

    child('onboarding')?.send({ type: 'step.back' });

    expect(currentPageOf(snapshot())).toEqual({
      id: 'personalInfo',
      path: '/onboarding/personal-info',
    });
    expect(pageOwnerOf(snapshot())).toBe(child('onboarding'));
  });

  it('is the dashboard page on screen', async () => {
    const { snapshot, userIs, actor, child } = startApp();
    await userIs(finishedUser());

    actor.send(route('#dashboardSettings'));

    expect(currentPageOf(snapshot())).toEqual({
      id: 'dashboardSettings',
      path: '/dashboard/settings',
    });
    expect(pageOwnerOf(snapshot())).toBe(child('dashboard'));
  });

  it('is none while the profile loads after sign-in', async () => {
    const { snapshot, userIs, actor, child, login } = startApp();
    await userIs(null);
    actor.send(route('#auth'));
    child('signIn')?.send({ type: 'auth.login.submitted', email: 'a@b.c', password: 'pw' });
    login.last().resolve({ access_token: 't', email: 'a@b.c', name: 'A' });
    await settle();

    expect(currentPageOf(snapshot())).toBeNull();
  });

  it('is the confirmation page while a link from an email confirms the address', async () => {
    const { snapshot, userIs, actor } = startApp();
    await userIs(null);
    actor.send({ ...route('#confirmEmail'), search: '', hash: '#token=confirm-token' });

    expect(currentPageOf(snapshot())).toEqual({ id: 'confirmEmail', path: '/auth/confirm-email' });
    expect(pageOwnerOf(snapshot())).toBe(snapshot().children.confirmEmail);
  });

  it('a page owner without a page, or an alias flag on a page without alias, reads plainly', () => {
    expect(pageOfOwner(undefined)).toBeNull();
    expect(pageOfOwner({ context: { page: null } })).toBeNull();
    expect(pageOfOwner({ context: { page: 'medicalHistory', stepOneAlias: true } })).toEqual({
      id: 'medicalHistory',
      path: '/onboarding/medical-history',
    });
  });
});
