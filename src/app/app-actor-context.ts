import { createActorContext } from '@xstate/react';
import { appMachine } from '../../machines/app/app.machine';

/**
 * The one app actor, created once above the router by `<AppActorContext.Provider logic={...}>`.
 * Screens read it with `AppActorContext.useSelector(selector)` and send events through
 * `AppActorContext.useActorRef()`.
 */
export const AppActorContext = createActorContext(appMachine);
