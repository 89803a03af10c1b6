import { authFailedToast, messages } from '@machines/shared/messages';
import { editedSection } from '../actions/dashboard-actions';
import type { QaEvent } from '../qa-types';
import type { World } from '../world';
import type { Expected, Outcome, Screen } from './expected';
import { enterSignedOut } from './routing';
import { serverReasons } from './screen-texts';
import { acceptedSave } from './step-rules';

/**
 * The dashboard's own steps (Profile, Appointments, My genetic report, Settings) and "Please
 * sign in again", from the messages and docs/api.md.
 */

const unchanged = (e: Expected): Outcome => ({ after: e, shown: null });

const withScreen = (e: Expected, change: Partial<Screen>): Expected => ({
  ...e,
  screen: { ...e.screen, ...change },
});

/** A section's answers saved: the section reads them out, "Profile updated". */
const profileSaved = (e: Expected): Outcome => ({
  after: withScreen(e, { editing: null, saved: editedSection.value, signInAgain: false }),
  shown: messages.profileSaved,
});

function saveProfile(e: Expected, event: QaEvent): Outcome {
  if (event.server === 'fails') return { after: e, shown: messages.profileFailed };
  if (event.server === 'refusesToken') return unchanged(withScreen(e, { signInAgain: true }));
  return profileSaved(e);
}

/** Signed in again: the save that waited goes on (docs/deviations.md). */
function signInAgain(e: Expected, event: QaEvent): Outcome {
  if (event.with === 'wrongPassword') return { after: e, shown: authFailedToast(null) };
  if (event.with === 'google') return { after: e, shown: messages.googleCodeFailed };
  if (e.screen.editing) return profileSaved(e);
  return acceptedSave(withScreen(e, { signInAgain: false }), e.page as string);
}

function deleteAccount(e: Expected, event: QaEvent): Outcome {
  switch (event.step) {
    case 'request':
      return unchanged(withScreen(e, { deletion: 'confirming' }));
    case 'cancel':
      return unchanged(withScreen(e, { deletion: 'idle' }));
    case 'confirmFails':
      return unchanged(withScreen(e, { deletion: 'failed' }));
    default: {
      // Everything is gone: signed out on the landing page (docs/api.md, DELETE /api/user).
      const after = enterSignedOut({ ...e, tokenStored: false, savedReport: false }, '/');
      return { after, shown: messages.accountDeleted };
    }
  }
}

export function dashboard(e: Expected, event: QaEvent, _world: World): Outcome {
  switch (event.type) {
    case 'qa.editProfile':
      return unchanged(withScreen(e, { editing: editedSection.id, saved: null }));
    case 'qa.cancelEdit':
      return unchanged(withScreen(e, { editing: null }));
    case 'qa.saveProfile':
      return saveProfile(e, event);
    case 'qa.signInAgain':
      return signInAgain(e, event);
    case 'qa.schedule':
      return unchanged(withScreen(e, { scheduling: true, booking: 'none' }));
    case 'qa.closeSchedule':
      return unchanged(withScreen(e, { scheduling: false, booking: 'none' }));
    case 'qa.download':
      return event.server === 'fails' ? { after: e, shown: messages.downloadFailed } : unchanged(e);
    case 'qa.changePassword':
      return event.current === 'right'
        ? { after: withScreen(e, { password: 'changed' }), shown: messages.passwordChanged }
        : unchanged(
            withScreen(e, { password: 'refused', passwordFailure: serverReasons.wrongPassword }),
          );
    case 'qa.deleteAccount':
      return deleteAccount(e, event);
    default:
      return unchanged(e);
  }
}
