/**
 * Transitions and states no QA step walks yet: the language menu (issue 28: the oracle speaks
 * English only), Settings' account deletion and Settings opened again before onboarding is
 * complete (Settings opened from the wizard's header is walked), and the signed-in machines' code
 * failing to download (size: they load with the session). The machine-level walks of
 * qa/paths.json take every one of them (the model-based test holds that); QA steps for them are
 * the next work (docs/qa.md, "Coverage"). The list is exact: the model-based test fails when
 * another transition is left out, and when one listed here gets walked (then delete it).
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
