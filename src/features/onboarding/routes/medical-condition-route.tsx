import { PlaceholderScreen } from '../../shared/placeholder-screen';

export default function Route() {
  return <PlaceholderScreen title="Medical Condition" />;
}
