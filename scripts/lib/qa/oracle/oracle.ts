import type { ThemePreference } from '@contract/options/themes';
import { english } from '@i18n/english';
import { languageName } from '@i18n/language-names';
import type { ToastInput } from '@machines/domain/toast';
import { reportRemovalTexts } from '@/components/report-upload/report-removal-texts';
import { googleReturns } from '../actions/sign-in-actions';
import type { QaEvent } from '../qa-types';
import type { World } from '../world';
import { inLanguage } from './catalogue-texts';
import { dashboard } from './dashboard-rules';
import type { Expected, Outcome } from './expected';
import { chooseLanguage } from './language-rules';
import { linkHeading, openLink, resend, retryConfirm, setPassword } from './mail-link-rules';
import { headingOf } from './page-headings';
import { leavingProfile, profileLeave } from './profile-leave-rules';
import { reportPage, settleReportPages } from './report-page-rules';
import { type PrimaryButton, primaryButtonOf, saysOf } from './screen-texts';
import {
  fixConfirmPassword,
  followLink,
  google,
  logout,
  openPage,
  reloadPage,
  retry,
  sessionAnswered,
  signIn,
} from './session-rules';
import { settings } from './settings-rules';
import {
  answerRemoval,
  booking,
  chooseState,
  closesMessages,
  expectsDark,
  goBack,
  settleScreen,
  submitStep,
  theme,
  toastStep,
  wait,
} from './step-rules';
import { upload } from './upload-rules';

/** "Forgot password?": the same page, its form or the link sent; no message pops up. */
const forgotStep = (e: Expected, forgot: Expected['screen']['forgot']): Outcome => ({
  after: { ...e, screen: { ...e.screen, forgot } },
  shown: null,
});

function rule(e: Expected, event: QaEvent, world: World): Outcome {
  switch (event.type) {
    case 'qa.open':
      return openPage(e, String(event.url), world);
    case 'qa.reload':
      return reloadPage(e, String(event.url), world);
    case 'qa.follow':
      return leavingProfile(e, String(event.url)) ?? followLink(e, String(event.url), world);
    case 'qa.typeUnsaved':
    case 'qa.answerLeave':
    case 'qa.routeWhileAsking':
      return profileLeave(e, event, world);
    case 'qa.openMailLink':
      return openLink(e, event.mail === 'reset' ? 'reset' : 'confirm', world);
    case 'qa.setPassword':
      return setPassword(e, event, world);
    case 'qa.retryConfirm':
      return retryConfirm(e, event, world);
    case 'qa.resendConfirmation':
      return resend(e, event);
    case 'qa.fixConfirmPassword':
      return fixConfirmPassword(e);
    case 'qa.login':
    case 'qa.register':
      return signIn(e, event, world);
    case 'qa.google':
      return google(e, world, googleReturns[event.provider as keyof typeof googleReturns]);
    case 'qa.logout':
      return logout(e);
    case 'qa.retry':
      return retry(e, event.network === 'back' ? { ...world, network: 'up' } : world);
    case 'qa.chooseState':
      return chooseState(e, event);
    case 'qa.submit':
      return submitStep(e, event);
    case 'qa.back':
      return goBack(e);
    case 'qa.confirmRemoval':
    case 'qa.keepReport':
      return answerRemoval(e, event);
    case 'qa.book':
    case 'qa.retryBooking':
      return booking(e, event);
    case 'qa.wait':
      return wait(e, event, world);
    case 'qa.serverAnswers':
      return event.request === 'session' ? sessionAnswered(e, world) : upload(e, event, world);
    case 'qa.hoverToast':
    case 'qa.closeToast':
      return toastStep(e, event);
    case 'qa.chooseTheme':
    case 'qa.osTheme':
      return theme(e, event);
    case 'qa.editProfile':
    case 'qa.cancelEdit':
    case 'qa.saveProfile':
    case 'qa.signInAgain':
    case 'qa.schedule':
    case 'qa.closeSchedule':
    case 'qa.download':
    case 'qa.changePassword':
    case 'qa.deleteAccount':
      return dashboard(e, event, world);
    case 'qa.replaceReport':
    case 'qa.cancelReplace':
    case 'qa.uploadReplacement':
    case 'qa.deleteReport':
      return reportPage(e, event, world);
    case 'qa.export':
    case 'qa.activityFails':
    case 'qa.retryActivity':
      return settings(e, event, world);
    case 'qa.sessionEnds':
      return { after: e, shown: null };
    case 'qa.chooseLanguage':
      return chooseLanguage(e, event);
    case 'qa.askReset':
      return forgotStep(e, event.server === 'fails' ? 'failed' : 'sent');
    case 'qa.otherAddress':
      return forgotStep(e, 'editing');
    default:
      return upload(e, event, world);
  }
}

/**
 * The oracle: what one step must show, from the state the oracle expected before it and the
 * world the step starts in. Written from the step registry, the route table, the messages and
 * the spec; it never looks at the machines.
 */
export function expectStep(e: Expected, event: QaEvent, world: World): Outcome {
  const outcome = rule(e, event, world);
  let after = outcome.after;
  // "Delete your report?" belongs to step 4: another page closes it, nothing deleted.
  if (after.page !== 'geneticReport' || event.type === 'qa.open' || event.type === 'qa.reload')
    after = { ...after, removalAsked: false };
  // Step 4 opens its radio with the unsaved draft, else the saved answer.
  const opened =
    after.page === 'geneticReport' && (e.page !== 'geneticReport' || event.type === 'qa.open');
  if (opened) after = { ...after, reportAnswer: after.reportDraft ?? after.savedReport };
  // Issue 23: step 4 loading on a reading sent before (still in the queue) selects "Yes".
  const loaded = opened || (after.page === 'geneticReport' && event.type === 'qa.reload');
  if (loaded && world.job?.held && !after.reportOnFile) after = { ...after, reportAnswer: true };
  after = settleReportPages(settleScreen(after, world), world);
  if (outcome.shown) after = { ...after, toast: outcome.shown };
  return { after, shown: outcome.shown };
}

/**
 * What a QA engineer checks after a step: address, heading, the message if one shows, the texts
 * the page shows beside them, its primary button, what the browser stores and the theme marker.
 */
export interface Then {
  url: string;
  heading: string;
  /** The message this step shows; null: no message is visible any more. */
  toast?: { title: string; description?: string } | null;
  /** Texts the page shows besides heading and message (notices, the upload area, dialogs). */
  says: string[];
  /** A problem at a register form's field that this step made go (the page stays). */
  gone?: string[];
  /** The page's primary button and whether it can be pressed (absent: the page has none). */
  button?: PrimaryButton;
  /** What the browser keeps: a session token, and the theme under "theme" (null: none). */
  storage: { token: boolean; theme: ThemePreference | null };
  /** The light or dark marker on the root element. */
  theme: 'light' | 'dark';
  /**
   * A question open over the page (its title): the page behind it is inert while it asks;
   * null: the question this step answered is gone.
   */
  dialog?: string | null;
  /** The language on screen, when one was chosen (or the profile's adopted): its own name. */
  language?: string;
}

/** The checks in the language on screen: every text as its catalogue says it. */
function inLanguageOnScreen(then: Then, locale: string | null): Then {
  if (locale === null) return then;
  const say = (text: string) => inLanguage(text, locale);
  const translated: Then = {
    ...then,
    heading: say(then.heading),
    says: then.says.map(say),
    language: languageName(locale),
  };
  if (then.gone) translated.gone = then.gone.map(say);
  if (then.button) translated.button = { ...then.button, name: say(then.button.name) };
  if (then.toast) {
    const { title, description } = then.toast;
    translated.toast = description
      ? { title: say(title), description: say(description) }
      : { title: say(title) };
  }
  if (then.dialog) translated.dialog = say(then.dialog);
  return translated;
}

/** "Delete your report?" over step 4, in the product's English words. */
const removalQuestion = english(reportRemovalTexts.onboarding.title);

/** A toast in the spec's English words (toasts are catalogue messages). */
const asShown = (toast: ToastInput): NonNullable<Then['toast']> => {
  const title = toast.title ? english(toast.title) : '';
  return toast.description ? { title, description: english(toast.description) } : { title };
};

/** A message disappears when closed, or when its time is up. */
const clearsToast = (event: QaEvent) => event.type === 'qa.closeToast' || closesMessages(event);

export function thenOf(
  outcome: Outcome,
  event: QaEvent,
  firstName: string,
  before: Expected,
): Then {
  const { after, shown } = outcome;
  const then: Then = {
    url: after.path,
    heading: after.page ? (linkHeading(after) ?? headingOf(after.page, firstName, after.path)) : '',
    says: saysOf(after),
    storage: { token: after.tokenStored, theme: after.storedTheme },
    theme: expectsDark(after) ? 'dark' : 'light',
  };
  // The register form's problems go as the patient types (issue 30, row 5): checked gone.
  const onForm = (e: Expected) =>
    e.page === 'auth' && e.authTab === 'register' ? e.screen.fieldProblems : [];
  const gone = onForm(before).filter((problem) => !onForm(after).includes(problem));
  if (after.page === before.page && after.authTab === 'register' && gone.length > 0) {
    then.gone = gone;
  }
  const button = primaryButtonOf(after);
  if (button) then.button = button;
  if (shown) then.toast = asShown(shown);
  else if (clearsToast(event)) then.toast = null;
  if (after.removalAsked) then.dialog = removalQuestion;
  else if (event.type === 'qa.keepReport' || event.type === 'qa.confirmRemoval') then.dialog = null;
  return inLanguageOnScreen(then, after.language);
}
