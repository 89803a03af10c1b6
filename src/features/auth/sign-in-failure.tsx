import { selectSignInFailure } from '@machines/sign-in/selectors';
import { useSignInSelector } from '@/lib/app-actor';
import { useText } from '@/lib/i18n/use-text';
import * as Alert from '@/ui/alert';

/** The server's reason for the last refused sign-in, where the patient can act on it. */
export function SignInFailure() {
  const t = useText();
  const reason = useSignInSelector(selectSignInFailure, null);
  if (!reason) return null;
  return (
    <Alert.Root status="error">
      <Alert.Icon />
      <Alert.Content>
        <Alert.Description>{t(reason)}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
