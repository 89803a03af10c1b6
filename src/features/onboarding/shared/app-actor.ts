/**
 * The one place this feature reaches the app actor: screens read through selectors and send
 * events, nothing else.
 */
export { AppActorContext } from '../../../app/app-actor-context';
