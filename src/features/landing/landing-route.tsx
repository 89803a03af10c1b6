import { useNavigate } from 'react-router-dom';
import { LandingPage } from './landing-page';

/** The landing page's ways in: "Get started" opens the Register tab, "Sign in" the Login tab. */
export default function LandingRoute() {
  const navigate = useNavigate();
  return (
    <LandingPage
      onSignIn={() => navigate('/auth')}
      onGetStarted={() => navigate('/auth', { state: { tab: 'register' } })}
    />
  );
}
