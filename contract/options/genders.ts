/** Gender options (spec section 3), with the label the form and the profile show. */
export const genderOptions = [
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
  { value: 'non-binary', label: 'Non-binary' },
  { value: 'other', label: 'Other' },
  { value: 'prefer-not-to-say', label: 'Prefer not to say' },
] as const;

export type Gender = (typeof genderOptions)[number]['value'];

export const genderValues = genderOptions.map((option) => option.value) as readonly Gender[];
