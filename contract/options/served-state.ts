import { defineMessage } from '../../i18n/message.ts';

/** Only Michigan residents are served (spec section 9). */
export const servedStateCode = 'MI';

export function isServedState(code: string): boolean {
  return code === servedStateCode;
}

/** Wording of the spec's error catalogue for a state other than Michigan. */
export const serviceNotAvailableDetail = defineMessage({
  id: 'error.serviceNotAvailable',
  defaultMessage:
    "Service Not Available: We're currently only able to provide services in Michigan. We're working hard to expand to more states soon.",
});
