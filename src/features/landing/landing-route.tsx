import { selectIsMemberPageWaiting } from '@machines/app/selectors';
import { useNavigate } from 'react-router-dom';
import { AppActorContext } from '@/lib/app-actor';
import { LandingPage } from './landing-page';

/** The landing page's ways in: "Get started" opens the Register tab, "Sign in" the Login tab. */
export default function LandingRoute() {
  const navigate = useNavigate();
  const memberPageWaiting = AppActorContext.useSelector(selectIsMemberPageWaiting);
  return (
    <LandingPage
      signInPrompt={memberPageWaiting}
      onSignIn={() => navigate('/auth')}
      onGetStarted={() => navigate('/auth', { state: { tab: 'register' } })}
    />
  );
}
