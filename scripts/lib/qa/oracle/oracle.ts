import { english } from '@i18n/english';
import type { ToastInput } from '@machines/domain/toast';
import { messages } from '@machines/shared/messages';
import { reportRemovalTexts } from '@/components/report-upload/report-removal-texts';
import { googleReturns } from '../actions/sign-in-actions';
import type { QaEvent } from '../qa-types';
import type { World } from '../world';
import type { Expected, Outcome } from './expected';
import { headingOf } from './page-headings';
import {
  followLink,
  google,
  logout,
  openPage,
  reloadPage,
  retry,
  sessionAnswered,
  signIn,
} from './session-rules';
import {
  answerRemoval,
  booking,
  delayOf,
  goBack,
  submitStep,
  theme,
  toastStep,
  upload,
  wait,
} from './step-rules';

function rule(e: Expected, event: QaEvent, world: World): Outcome {
  switch (event.type) {
    case 'qa.open':
      return openPage(e, String(event.url), world);
    case 'qa.reload':
      return reloadPage(e, String(event.url), world);
    case 'qa.follow':
      return followLink(e, String(event.url));
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
      return { after: e, shown: messages.serviceNotAvailable };
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
  if (outcome.shown) after = { ...after, toast: outcome.shown };
  return { after, shown: outcome.shown };
}

/** What a QA engineer checks after a step: address, heading, and the message if one shows. */
export interface Then {
  url: string;
  heading: string;
  /** The message this step shows; null: no message is visible any more. */
  toast?: { title: string; description?: string } | null;
  /** A question open over the page (its title): the page behind it is inert while it asks. */
  dialog?: string;
}

/** "Delete your report?" over step 4, in the product's English words. */
const removalQuestion = english(reportRemovalTexts.onboarding.title);

/** A toast in the spec's English words (toasts are catalogue messages). */
const asShown = (toast: ToastInput): NonNullable<Then['toast']> => {
  const title = toast.title ? english(toast.title) : '';
  return toast.description ? { title, description: english(toast.description) } : { title };
};

/** A message disappears when closed, or when its time is up. */
const clearsToast = (event: QaEvent) =>
  event.type === 'qa.closeToast' ||
  (event.type === 'qa.wait' && delayOf(event) === 'toastDuration');

export function thenOf(outcome: Outcome, event: QaEvent, firstName: string): Then {
  const { after, shown } = outcome;
  const then: Then = {
    url: after.path,
    heading: after.page ? headingOf(after.page, firstName, after.path) : '',
  };
  if (shown) then.toast = asShown(shown);
  else if (clearsToast(event)) then.toast = null;
  if (after.removalAsked) then.dialog = removalQuestion;
  return then;
}
