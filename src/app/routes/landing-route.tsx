import { LandingPage } from '../../features/landing/landing-page';
import { AppActorContext } from '../app-actor-context';

/** The landing page's ways in ask the machine for the sign-in route; route sync moves the URL. */
export default function LandingRoute() {
  const app = AppActorContext.useActorRef();
  const openSignIn = () => app.send({ type: 'xstate.route', to: '#auth' });
  return <LandingPage onSignIn={openSignIn} onGetStarted={openSignIn} />;
}
