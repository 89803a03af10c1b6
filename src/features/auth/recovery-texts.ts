import { defineMessage, defineMessages } from '@i18n/message';

/**
 * Every word of the pages "Forgot password?", "Choose a new password" and "Confirm your email"
 * (issue 25), in one place: catalogue messages.
 */
export const recoveryTexts = {
  backToSignIn: defineMessage({ id: 'recovery.backToSignIn', defaultMessage: 'Back to sign in' }),
  emailLabel: defineMessage({ id: 'auth.field.email', defaultMessage: 'Email' }),
  forgot: defineMessages({
    title: { id: 'recovery.forgot.title', defaultMessage: 'Forgot your password?' },
    lead: {
      id: 'recovery.forgot.lead',
      defaultMessage:
        'Enter the email address of your herd Health account. We will send you a link to choose a new password.',
    },
    formLabel: {
      id: 'recovery.forgot.formLabel',
      defaultMessage: 'Send a link to reset your password',
    },
    submit: { id: 'recovery.forgot.submit', defaultMessage: 'Send the link' },
    sending: { id: 'recovery.forgot.sending', defaultMessage: 'Sending...' },
    failedTitle: { id: 'recovery.forgot.failedTitle', defaultMessage: 'The link was not sent' },
    sentTitle: { id: 'recovery.forgot.sentTitle', defaultMessage: 'Check your email' },
    sent: {
      id: 'recovery.forgot.sent',
      defaultMessage:
        'If an account exists for that address, we have sent a link to reset its password. The link works for 30 minutes.',
    },
    sentTo: { id: 'recovery.forgot.sentTo', defaultMessage: 'The address you entered: {email}' },
    spamHint: {
      id: 'recovery.forgot.spamHint',
      defaultMessage:
        'The email can take a minute to arrive. If you do not see it, look in your spam or junk folder.',
    },
    sendAgain: { id: 'recovery.forgot.sendAgain', defaultMessage: 'Send again' },
    otherAddress: { id: 'recovery.forgot.otherAddress', defaultMessage: 'Use another address' },
  }),
  reset: defineMessages({
    title: { id: 'recovery.reset.title', defaultMessage: 'Choose a new password' },
    lead: {
      id: 'recovery.reset.lead',
      defaultMessage:
        'Your new password is the one you sign in with from now on. Every device signed in to your account will be signed out.',
    },
    formLabel: { id: 'recovery.reset.formLabel', defaultMessage: 'Choose a new password' },
    password: { id: 'recovery.reset.password', defaultMessage: 'New password' },
    passwordHelper: {
      id: 'recovery.reset.passwordHelper',
      defaultMessage: 'At least 8 characters.',
    },
    confirm: { id: 'recovery.reset.confirm', defaultMessage: 'Confirm new password' },
    submit: { id: 'recovery.reset.submit', defaultMessage: 'Set new password' },
    saving: { id: 'recovery.reset.saving', defaultMessage: 'Saving...' },
    failedTitle: {
      id: 'recovery.reset.failedTitle',
      defaultMessage: 'Your password was not changed',
    },
    refusedTitle: { id: 'recovery.reset.refusedTitle', defaultMessage: 'This link cannot be used' },
    askAgain: { id: 'recovery.reset.askAgain', defaultMessage: 'Ask for a new link' },
  }),
  confirm: defineMessages({
    confirmingTitle: {
      id: 'recovery.confirm.confirmingTitle',
      defaultMessage: 'Confirming your email',
    },
    confirming: {
      id: 'recovery.confirm.confirming',
      defaultMessage: 'Confirming your email address...',
    },
    unreachableTitle: {
      id: 'recovery.confirm.unreachableTitle',
      defaultMessage: 'We could not reach herd Health',
    },
    unreachableHint: {
      id: 'recovery.confirm.unreachableHint',
      defaultMessage:
        'Check your internet connection, then choose "Try again". Your email address is not confirmed yet.',
    },
    tryAgain: { id: 'recovery.confirm.tryAgain', defaultMessage: 'Try again' },
    failedTitle: { id: 'recovery.confirm.failedTitle', defaultMessage: 'This link did not work' },
    failedHint: {
      id: 'recovery.confirm.failedHint',
      defaultMessage:
        'Signed in to herd Health, you can ask for a new link with "Send again" on your dashboard or in Settings.',
    },
    continue: { id: 'recovery.confirm.continue', defaultMessage: 'Continue to herd Health' },
  }),
};
