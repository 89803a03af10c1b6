/**
 * The spec's own words (SPEC.md section 8 and 2), typed out again on purpose: tests compare what
 * the machines show with these, so a changed message in machines/shared/messages.ts fails a test
 * instead of agreeing with itself. Texts marked "beyond the spec" are the project's own
 * (docs/deviations.md).
 */
const destructive = 'destructive';

export const spec = {
  loginSucceeded: { title: 'Successfully logged in', description: 'Welcome back to herd Health' },
  registerSucceeded: { title: 'Account created', description: 'Welcome to herd Health' },
  googleSucceeded: { title: 'Successfully authenticated', description: 'Welcome to herd Health' },
  authFailed: {
    title: 'Authentication failed',
    description: 'Please check your credentials and try again',
    variant: destructive,
  },
  passwordsMismatch: {
    title: "Passwords don't match",
    description: 'Please make sure your passwords match',
    variant: destructive,
  },
  googleCodeFailed: {
    title: 'Authentication failed',
    description: 'Google authentication failed. Please try again.',
    variant: destructive,
  },
  googleProviderError: (error: string) => ({
    title: 'Authentication Failed',
    description: `Google returned an error: ${error}`,
    variant: destructive,
  }),
  noCode: {
    title: 'Authentication Failed',
    description: 'No authorization code was received from Google',
    variant: destructive,
  },
  loggedOut: { title: 'Logged out', description: 'You have been successfully logged out.' },
  serviceNotAvailable: {
    title: 'Service Not Available',
    description:
      "We're currently only able to provide services in Michigan. We're working hard to expand to more states soon.",
    variant: destructive,
  },
  personalInfoSaved: { title: 'Personal information saved' },
  /** Beyond the spec: step 1 is saved to the server. */
  personalInfoFailed: {
    title: 'Save Failed',
    description: 'There was an error saving your information. Please try again.',
    variant: destructive,
  },
  medicalConditionSaved: { title: 'Medical condition saved' },
  medicalConditionFailed: {
    title: 'Save Failed',
    description: 'There was an error saving your information. Please try again.',
    variant: destructive,
  },
  medicalHistorySaved: { title: 'Medical history saved' },
  medicalHistoryFailed: {
    title: 'Error saving medical history',
    description: 'There was an error saving your medical history. Please try again.',
    variant: destructive,
  },
  reportProcessed: (n: number) => ({
    title: 'Report Processed Successfully',
    description: `Found ${n} genetic ${n === 1 ? 'variant' : 'variants'} in your report.`,
  }),
  uploadFailed: {
    title: 'Upload Failed',
    description: 'There was an error processing your genetic report. Please try again.',
    variant: destructive,
  },
  preferenceSaved: { title: 'Information saved', description: 'Your preference has been saved.' },
  preferenceFailed: {
    title: 'Save Failed',
    description: 'There was an error saving your preference. Please try again.',
    variant: destructive,
  },
  checklistSaved: {
    title: 'Checklist information saved',
    description: 'Your checklist information has been successfully saved.',
  },
  checklistFailed: {
    title: 'Save Failed',
    description: 'There was an error saving your checklist. Please try again.',
    variant: destructive,
  },
  appointmentBooked: {
    title: 'Appointment Booked',
    description: 'Your appointment has been successfully scheduled.',
  },
  onboardingCompleted: {
    title: 'Onboarding Complete',
    description: 'Your profile has been set up successfully.',
  },
  completeFailed: {
    title: 'Error',
    description: 'Failed to complete onboarding. Please try again.',
    variant: destructive,
  },
  /** Beyond the spec: signing in again in place after the session ended. */
  signedInAgain: { title: 'Signed in again', description: 'Your answers are being saved now.' },
  /** Beyond the spec: the Profile page edits. */
  profileSaved: { title: 'Profile updated', description: 'Your answers have been saved.' },
  profileFailed: {
    title: 'Save Failed',
    description: 'There was an error saving your information. Please try again.',
    variant: destructive,
  },
  appointmentNotSaved: {
    title: 'Appointment not saved',
    description:
      'Your appointment is booked, but we could not add it to your profile. Please reload the page.',
    variant: destructive,
  },
  /** Beyond the spec: the Settings page (issue 12). */
  passwordChanged: {
    title: 'Password changed',
    description: 'Your other devices have been signed out.',
  },
  accountDeleted: {
    title: 'Account deleted',
    description: 'Your account and everything in it have been deleted.',
  },
  /** Beyond the spec: the My genetic report page. */
  downloadFailed: {
    title: 'Download failed',
    description: 'Your report could not be downloaded. Please try again.',
    variant: destructive,
  },
  unexpectedError: {
    title: 'Something went wrong',
    description: 'Please reload the page. Your saved answers are kept.',
    variant: destructive,
  },
} as const;

/** Inline texts of the screens (spec section 2 and 8). */
export const specInline = {
  uploadError: 'There was an error uploading your file. Please try again.',
  callbackWorkingTitle: 'Completing Authentication',
  callbackWorkingText: 'Please wait while we log you in...',
  callbackErrorTitle: 'Authentication Error',
  callbackRedirecting: 'Redirecting you back to the login page...',
  noCodeReceived: 'No authorization code received',
  exchangeFallback: 'Could not complete the authentication process.',
} as const;
