import { PlaceholderScreen } from '../shared/placeholder-screen';

export function LandingPage() {
  return <PlaceholderScreen title="herd Health" />;
}
