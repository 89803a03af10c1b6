/**
 * Every word of the pages "Forgot password?", "Choose a new password" and "Confirm your email"
 * (issue 25), in one place for the message catalogue.
 */
export const recoveryTexts = {
  backToSignIn: 'Back to sign in',
  emailLabel: 'Email',
  forgot: {
    title: 'Forgot your password?',
    lead: 'Enter the email address of your herd Health account. We will send you a link to choose a new password.',
    formLabel: 'Send a link to reset your password',
    submit: 'Send the link',
    sending: 'Sending...',
    failedTitle: 'The link was not sent',
    sentTitle: 'Check your email',
    sent: 'If an account exists for that address, we have sent a link to reset its password. The link works for 30 minutes.',
    sentTo: (email: string) => `The address you entered: ${email}`,
    spamHint:
      'The email can take a minute to arrive. If you do not see it, look in your spam or junk folder.',
    sendAgain: 'Send again',
    otherAddress: 'Use another address',
  },
  reset: {
    title: 'Choose a new password',
    lead: 'Your new password is the one you sign in with from now on. Every device signed in to your account will be signed out.',
    formLabel: 'Choose a new password',
    password: 'New password',
    passwordHelper: 'At least 8 characters.',
    confirm: 'Confirm new password',
    submit: 'Set new password',
    saving: 'Saving...',
    failedTitle: 'Your password was not changed',
    refusedTitle: 'This link cannot be used',
    askAgain: 'Ask for a new link',
  },
  confirm: {
    confirmingTitle: 'Confirming your email',
    confirming: 'Confirming your email address...',
    unreachableTitle: 'We could not reach herd Health',
    tryAgain: 'Try again',
    failedTitle: 'This link did not work',
    failedHint:
      'Signed in to herd Health, you can ask for a new link with "Send again" on your dashboard or in Settings.',
    continue: 'Continue to herd Health',
  },
} as const;
