/**
 * The one place this feature reaches the app actor: screens read through selectors and send
 * events, nothing else.
 */
import { createActorContext } from '@xstate/react';
import { appMachine } from '../../../../machines/app/app.machine';

// TEMPORARY until src/app/app-actor-context.ts lands.
export const AppActorContext = createActorContext(appMachine);
