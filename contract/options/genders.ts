import { defineMessage } from '../../i18n/message.ts';

/** Gender options (spec section 3), with the label the form and the profile show. */
export const genderOptions = [
  { value: 'male', label: defineMessage({ id: 'option.gender.male', defaultMessage: 'Male' }) },
  {
    value: 'female',
    label: defineMessage({ id: 'option.gender.female', defaultMessage: 'Female' }),
  },
  {
    value: 'non-binary',
    label: defineMessage({ id: 'option.gender.non-binary', defaultMessage: 'Non-binary' }),
  },
  { value: 'other', label: defineMessage({ id: 'option.gender.other', defaultMessage: 'Other' }) },
  {
    value: 'prefer-not-to-say',
    label: defineMessage({
      id: 'option.gender.prefer-not-to-say',
      defaultMessage: 'Prefer not to say',
    }),
  },
] as const;

export type Gender = (typeof genderOptions)[number]['value'];

export const genderValues = genderOptions.map((option) => option.value) as readonly Gender[];
