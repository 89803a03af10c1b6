/**
 * Transitions and states of flows merged into the app after the QA steps were written, which no
 * QA step walks yet: Recent activity failing to load (issue 25; the links in mail, "Send again",
 * "Forgot password?", Terms and Privacy are walked), the export and the pre-visit summary
 * (issue 27), leaving the Profile page with a section unsaved and a file the browser refuses
 * before sending it (issue 30), My genetic report's Replace and Delete and a document that is not
 * a report (issue 23), Settings' export and account deletion before onboarding is complete, the
 * language menu (issue 28), and the signed-in machines' code failing to download (size: they
 * load with the session). The machine-level walks of qa/paths.json take every one of them (the
 * model-based test holds that); QA steps for them are the next work (docs/qa.md, "Coverage").
 * The list is exact: the model-based test fails when another transition is left out, and when
 * one listed here gets walked (then delete it).
 */
export const notYetWalked: Record<string, { transitions: string[]; states: string[] }> = {
  app: {
    transitions: [
      'app.signedIn.area.dashboard --xstate.error.actor.dashboard[0]',
      'app.signedIn.area.onboarding --xstate.error.actor.onboarding[0]',
      'app.signedIn.area.onboarding.settings --account.deleted[0]',
      'app.signedIn.area.onboarding.settings --xstate.error.actor.settings[0]',
      'app.signedIn.area.onboarding.settings --xstate.route[0]',
    ],
    states: [],
  },
  dashboard: {
    transitions: [
      'dashboard.page.profile.askingToLeave --profile.leaveCancelled[0]',
      'dashboard.page.profile.askingToLeave --profile.leaveConfirmed[0]',
      'dashboard.page.profile.askingToLeave --xstate.route[0]',
      'dashboard.page.profile.open --xstate.route[0]',
      'dashboard.page.report.empty --report.replace[0]',
      'dashboard.page.report.recordingReplacement --xstate.done.actor.0.dashboard.page.report.recordingReplacement[0]',
      'dashboard.page.report.recordingReplacement --xstate.error.actor.0.dashboard.page.report.recordingReplacement[0]',
      'dashboard.page.report.replacing --report.replaceCancelled[0]',
      'dashboard.page.report.replacing --report.uploaded[0]',
      'dashboard.page.report.showing.confirmingDelete --report.deleteCancelled[0]',
      'dashboard.page.report.showing.confirmingDelete --report.deleteConfirmed[0]',
      'dashboard.page.report.showing.deleting --xstate.done.actor.0.dashboard.page.report.showing.deleting[0]',
      'dashboard.page.report.showing.deleting --xstate.error.actor.0.dashboard.page.report.showing.deleting[0]',
      'dashboard.page.report.showing.idle --report.delete[0]',
      'dashboard.page.report.showing.idle --report.replace[0]',
      'dashboard.page.report.unavailable --report.replace[0]',
      'dashboard.page.summary.loading --xstate.done.actor.0.dashboard.page.summary.loading[0]',
      'dashboard.page.summary.loading --xstate.error.actor.0.dashboard.page.summary.loading[0]',
      'dashboard.page.summary.opening --always[0]',
      'dashboard.page.summary.unavailable --report.reload[0]',
      'dashboard.profileEdit --profile.editChanged[0]',
    ],
    states: [
      'dashboard.page.profile.askingToLeave',
      'dashboard.page.report.recordingReplacement',
      'dashboard.page.report.replacing',
      'dashboard.page.report.showing.confirmingDelete',
      'dashboard.page.report.showing.deleting',
      'dashboard.page.summary.loading',
      'dashboard.page.summary.unavailable',
    ],
  },
  upload: {
    transitions: [
      'upload --file.refused[0]',
      'upload.doubtful --report.kept[0]',
      'upload.processing.polling.checking --xstate.done.actor.0.upload.processing.polling.checking[1]',
      'upload.sending --xstate.done.actor.0.upload.sending[2]',
    ],
    states: ['upload.doubtful'],
  },
  account: {
    transitions: [
      'account.activity.loading --xstate.error.actor.0.account.activity.loading[0]',
      'account.activity.unavailable --activity.reload[0]',
    ],
    states: ['account.activity.unavailable'],
  },
  // Main's settings machine (Settings before onboarding): the export, walked on the dashboard before.
  settings: {
    transitions: [
      'settings.exportFailed --export.requested[0]',
      'settings.exporting --xstate.done.actor.0.settings.exporting[0]',
      'settings.exporting --xstate.error.actor.0.settings.exporting[0]',
      'settings.idle --export.requested[0]',
    ],
    states: ['settings.exportFailed', 'settings.exporting'],
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
