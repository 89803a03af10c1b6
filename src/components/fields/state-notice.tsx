import { defineMessages } from '@i18n/message';
import { useText } from '@/lib/i18n/use-text';
import { Alert } from '@/ui';

/** The inline "not served" panel shown while a state other than Michigan is chosen. */
const words = defineMessages({
  title: {
    id: 'step.personalInfo.notServed.title',
    defaultMessage: 'Service Not Available in Your State',
  },
  text: {
    id: 'step.personalInfo.notServed.text',
    defaultMessage:
      "We're currently only able to serve Michigan residents. Please check back later as we expand to more states, or contact us if you have any questions.",
  },
});

export function StateNotice() {
  const t = useText();
  return (
    <Alert.Root status="error">
      <Alert.Icon />
      <Alert.Content>
        <Alert.Title>{t(words.title)}</Alert.Title>
        <Alert.Description>{t(words.text)}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
