import { PlaceholderScreen } from '../shared/placeholder-screen';

export function AuthPage() {
  return <PlaceholderScreen title="The Rare Disease Platform" />;
}
