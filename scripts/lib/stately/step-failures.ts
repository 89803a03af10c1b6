import { stepMessages } from '@contract/onboarding/step-messages';
import { onboardingSteps } from '@contract/onboarding/steps';
import { english } from '@i18n/english';
import { onboardingMachine } from '@machines/onboarding/onboarding.machine';
import type { AnyStateMachine } from 'xstate';
import { failureScreenTexts } from '../diagrams/failure-screens';

type Json = Record<string, unknown>;

const child = (config: Json | undefined, key: string) =>
  (config?.states as Record<string, Json> | undefined)?.[key];

/**
 * The onboarding machine's Stately file carries, on each step's state, the message the patient
 * reads when that step cannot be saved (the step registry's `failedMessage` in English, shown by
 * the shared save region), and every machine's failure pages carry their words (below): Stately's
 * editor shows a state's meta beside it. Only the generated file has it;
 * the machine itself takes the texts from the registry when it runs.
 */
export function withStepFailures(machine: AnyStateMachine, config: Json): Json {
  withFailureScreens(machine, config);
  if (machine !== onboardingMachine) return config;
  const page = child(child(config, 'active'), 'page');
  for (const step of onboardingSteps) {
    const state = child(page, step.id);
    if (!state) throw new Error(`The onboarding machine has no state for step ${step.id}`);
    const failed = stepMessages[step.id].failed;
    state.meta = {
      ...((state.meta as Json | undefined) ?? {}),
      failedMessage: {
        title: english(failed.title),
        description: failed.description ? english(failed.description) : '',
      },
    };
  }
  return config;
}

/**
 * The words a failure's page shows (`scripts/lib/diagrams/failure-screens.ts`), on the state
 * that carries them: `meta.message` on a failure state, `meta.failedMessage` on a state whose
 * failure shows them. Several failures of one state keep the first.
 */
function withFailureScreens(machine: AnyStateMachine, config: Json): void {
  for (const { stateId, key, title, text } of failureScreenTexts(machine.id)) {
    const path = machine.getStateNodeById(stateId).path;
    const state = path.reduce<Json | undefined>((at, step) => child(at, step), config);
    if (!state) throw new Error(`No state ${stateId} in the Stately file of ${machine.id}`);
    const meta = (state.meta as Json | undefined) ?? {};
    if (!(key in meta)) state.meta = { ...meta, [key]: { title, description: text } };
  }
}
