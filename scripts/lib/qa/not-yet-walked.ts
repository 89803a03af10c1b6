/**
 * Transitions and states of flows merged into the app after the QA steps were written, which no
 * QA step walks yet: account recovery and the verified email (issue 25: links in mail, "Confirm your
 * email", Recent activity; "Forgot password?" is walked), the export and the pre-visit summary
 * (issue 27), leaving the Profile page with a section unsaved and a file the browser refuses
 * before sending it (issue 30); merged from main since: My genetic report's Replace and Delete
 * and a document that is not a report (issue 23), Settings' account deletion before onboarding
 * is complete (Settings opened from the wizard's header is walked), and the language menu (issue 28); and with the last merge, the Terms and Privacy pages, typing in
 * the register form after its problems were shown (ux4) and the signed-in machines' code failing
 * to download (size: they load with the session). The machine-level
 * walks of qa/paths.json take every one of them (the model-based test holds that); QA steps for
 * them are the next work (docs/qa.md, "Coverage"). The list is exact: the model-based test fails
 * when another transition is left out, and when one listed here gets walked (then delete it).
 * Walked since (docs/qa.md, "Signed-in flows walked"): Recent activity, the export, the pre-visit
 * summary, leaving Profile unsaved, a file refused, Replace and Delete, a document not a report.
 */
export const notYetWalked: Record<string, { transitions: string[]; states: string[] }> = {
  app: {
    transitions: [
      'app.checkingSession --xstate.route[0]',
      'app.checkingSession --xstate.route[1]',
      'app.emailLink --xstate.route[0]',
      'app.emailLink --xstate.route[1]',
      'app.emailLink --xstate.route[2]',
      'app.emailLink.opening --always[0]',
      'app.emailLink.opening --always[1]',
      'app.serverUnreachable --xstate.route[0]',
      'app.serverUnreachable --xstate.route[1]',
      'app.signedIn.area.dashboard --xstate.error.actor.dashboard[0]',
      'app.signedIn.area.dashboard --xstate.route[0]',
      'app.signedIn.area.dashboard --xstate.route[1]',
      'app.signedIn.area.onboarding --xstate.error.actor.onboarding[0]',
      'app.signedIn.area.onboarding --xstate.route[0]',
      'app.signedIn.area.onboarding --xstate.route[1]',
      'app.signedIn.area.onboarding.settings --account.deleted[0]',
      'app.signedIn.area.onboarding.settings --xstate.error.actor.settings[0]',
      'app.signedIn.area.onboarding.settings --xstate.route[0]',
      'app.signedOut --xstate.route[0]',
      'app.signedOut --xstate.route[1]',
      'policyPage --xstate.route[0]',
      'policyPage --xstate.route[1]',
      'policyPage --xstate.route[2]',
      'confirmEmail --xstate.done.actor.confirmEmail[0]',
      'resetPassword --xstate.done.actor.resetPassword[0]',
    ],
    states: [
      'app.emailLink',
      'app.emailLink.opening',
      'confirmEmail',
      'policyPage',
      'resetPassword',
    ],
  },
  signIn: {
    transitions: ['auth --auth.register.changed[0]'],
    states: [],
  },
  policyPage: {
    transitions: [
      'policyPage --xstate.route[0]',
      'policyPage --xstate.route[1]',
      'policyPage.opening --always[0]',
      'policyPage.opening --always[1]',
    ],
    states: ['policyPage', 'policyPage.opening', 'privacy', 'terms'],
  },
  resetPassword: {
    transitions: [
      'resetPassword.opening --always[0]',
      'resetPassword.opening --always[1]',
      'resetPassword.editing --reset.submitted[0]',
      'resetPassword.editing --reset.submitted[1]',
      'resetPassword.saving --xstate.done.actor.0.resetPassword.saving[0]',
      'resetPassword.saving --xstate.error.actor.0.resetPassword.saving[0]',
      'resetPassword.saving --xstate.error.actor.0.resetPassword.saving[1]',
    ],
    states: [
      'resetPassword',
      'resetPassword.opening',
      'resetPassword.editing',
      'resetPassword.saving',
      'resetPassword.linkRefused',
      'resetPassword.done',
    ],
  },
  confirmEmail: {
    transitions: [
      'confirmEmail.opening --always[0]',
      'confirmEmail.opening --always[1]',
      'confirmEmail.confirming --xstate.done.actor.0.confirmEmail.confirming[0]',
      'confirmEmail.confirming --xstate.error.actor.0.confirmEmail.confirming[0]',
      'confirmEmail.confirming --xstate.error.actor.0.confirmEmail.confirming[1]',
      'confirmEmail.unreachable --confirm.retried[0]',
    ],
    states: [
      'confirmEmail',
      'confirmEmail.opening',
      'confirmEmail.confirming',
      'confirmEmail.unreachable',
      'confirmEmail.failed',
      'confirmEmail.confirmed',
    ],
  },
  emailReminder: {
    transitions: [
      'emailReminder.unconfirmed.idle --confirmation.resend[0]',
      'emailReminder.unconfirmed.sending --xstate.done.actor.0.emailReminder.unconfirmed.sending[0]',
      'emailReminder.unconfirmed.sending --xstate.error.actor.0.emailReminder.unconfirmed.sending[0]',
      'emailReminder.unconfirmed.sent --confirmation.resend[0]',
    ],
    states: ['emailReminder.unconfirmed.sending', 'emailReminder.unconfirmed.sent'],
  },
  // Issue 28: the language menu (sign-in page, onboarding header, Settings): no QA step chooses a language yet.
  language: {
    transitions: [
      'language.loading --language.chosen[0]',
      'language.loading --xstate.done.actor.0.language.loading[0]',
      'language.loading --xstate.error.actor.0.language.loading[0]',
      'language.showing --language.chosen[0]',
      'language.showing --language.signedIn[0]',
    ],
    states: ['language.loading'],
  },
};
