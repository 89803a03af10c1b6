import { Alert } from '@/ui';

/** The inline "not served" panel shown while a state other than Michigan is chosen. */
export function StateNotice() {
  return (
    <Alert.Root status="error">
      <Alert.Icon />
      <Alert.Content>
        <Alert.Title>Service Not Available in Your State</Alert.Title>
        <Alert.Description>
          We're currently only able to serve Michigan residents. Please check back later as we
          expand to more states, or contact us if you have any questions.
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
