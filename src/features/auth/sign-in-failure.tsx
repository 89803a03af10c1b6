import { selectSignInFailure } from '@machines/sign-in/selectors';
import { useSignInSelector } from '@/lib/app-actor';
import * as Alert from '@/ui/alert';

/** The server's reason for the last refused sign-in, where the patient can act on it. */
export function SignInFailure() {
  const reason = useSignInSelector(selectSignInFailure, null);
  if (!reason) return null;
  return (
    <Alert.Root status="error">
      <Alert.Icon />
      <Alert.Content>
        <Alert.Description>{reason}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
