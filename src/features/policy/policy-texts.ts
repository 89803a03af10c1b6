import { defineMessage, defineMessages, type Message } from '@i18n/message';

/**
 * What Terms and Privacy say (issue 30, row 16). Only what the product does: each sentence was
 * checked against server/ and docs/security.md, docs/export.md, docs/configuration.md.
 */
export const policyWords = defineMessages({
  back: { id: 'policy.back', defaultMessage: 'Back to herd Health' },
  otherTerms: { id: 'policy.link.terms', defaultMessage: 'Terms of Service' },
  otherPrivacy: { id: 'policy.link.privacy', defaultMessage: 'Privacy Policy' },
  updated: { id: 'policy.updated', defaultMessage: 'Alpha release. Last changed November 2026.' },
  contactTitle: { id: 'policy.contact.title', defaultMessage: 'Questions' },
  contactText: {
    id: 'policy.contact.text',
    defaultMessage: 'Write to us with any question about your data or these terms:',
  },
  contactLink: { id: 'policy.contact.link', defaultMessage: 'Contact Support' },
});

export interface PolicySection {
  title: Message;
  paragraphs: readonly Message[];
}

export const privacyTitle = defineMessages({
  title: { id: 'policy.privacy.title', defaultMessage: 'Privacy Policy' },
  lead: {
    id: 'policy.privacy.lead',
    defaultMessage:
      'What herd Health keeps about you, why, who sees it, for how long, and how you take it with you or delete it.',
  },
});

export const privacySections: readonly PolicySection[] = [
  {
    title: defineMessage({
      id: 'policy.privacy.keep.title',
      defaultMessage: 'What we keep, and why',
    }),
    paragraphs: defineMessages({
      account: {
        id: 'policy.privacy.keep.account',
        defaultMessage:
          'Your account: your name, your email address and a scrambled form of your password (never the password itself), or the Google account you sign in with. We need them to know it is you.',
      },
      profile: {
        id: 'policy.privacy.keep.profile',
        defaultMessage:
          'Your answers: personal information, your condition and the year of diagnosis, symptoms, medications, other conditions, family history and the checklist. They prepare your genetic counseling visit.',
      },
      report: {
        id: 'policy.privacy.keep.report',
        defaultMessage:
          'Your genetic report: the file you upload and the variants we read from it, both stored encrypted. We keep your five newest reports; an older one is deleted when a sixth arrives.',
      },
      appointment: {
        id: 'policy.privacy.keep.appointment',
        defaultMessage:
          'Your appointment: the date and time of the visit you booked, so Home can remind you of it.',
      },
      activity: {
        id: 'policy.privacy.keep.activity',
        defaultMessage:
          'Your recent activity: when you signed in, changed your password, uploaded or deleted a report, with the address and browser used. It helps you spot a sign-in that was not you, and holds no health information.',
      },
      mail: {
        id: 'policy.privacy.keep.mail',
        defaultMessage:
          'Mail: we write to confirm your email address, to reset your password, and to tell you when your password or account changes. Nothing else, and no advertising.',
      },
    }) satisfies Record<string, Message>,
  },
  {
    title: defineMessage({ id: 'policy.privacy.who.title', defaultMessage: 'Who sees it' }),
    paragraphs: defineMessages({
      you: {
        id: 'policy.privacy.who.you',
        defaultMessage:
          'You. We do not sell your data, show advertising or share it with anyone for their own use. Our logs never hold your answers, your report or your email address.',
      },
      calendar: {
        id: 'policy.privacy.who.calendar',
        defaultMessage:
          'When you book, the calendar is Cal.com’s: what you type into it goes to them and to your genetic counselor. If you sign in with Google, Google knows that you signed in.',
      },
      staff: {
        id: 'policy.privacy.who.staff',
        defaultMessage:
          'The people who run herd Health can reach the database to keep it working and to restore it from a backup.',
      },
    }) satisfies Record<string, Message>,
  },
  {
    title: defineMessage({
      id: 'policy.privacy.howLong.title',
      defaultMessage: 'How long we keep it',
    }),
    paragraphs: defineMessages({
      account: {
        id: 'policy.privacy.howLong.account',
        defaultMessage:
          'Your account, answers, reports and appointment: until you delete them or your account. A report you delete is gone with its file at once.',
      },
      activity: {
        id: 'policy.privacy.howLong.activity',
        defaultMessage:
          'Recent activity: one year, then each entry is deleted. A session ends after seven days, or when you sign out.',
      },
    }) satisfies Record<string, Message>,
  },
  {
    title: defineMessage({
      id: 'policy.privacy.yours.title',
      defaultMessage: 'Take it with you, or delete it',
    }),
    paragraphs: defineMessages({
      export: {
        id: 'policy.privacy.yours.export',
        defaultMessage:
          'In Settings, under Your data, you can download your record (FHIR or Phenopacket, formats other clinics and tools read) and open a pre-visit summary to print.',
      },
      delete: {
        id: 'policy.privacy.yours.delete',
        defaultMessage:
          'In Settings you can delete your account. It deletes your account, answers, reports with their files, sessions and activity, at once.',
      },
    }) satisfies Record<string, Message>,
  },
].map((section) => ({ ...section, paragraphs: Object.values(section.paragraphs) }));

export const termsTitle = defineMessages({
  title: { id: 'policy.terms.title', defaultMessage: 'Terms of Service' },
  lead: {
    id: 'policy.terms.lead',
    defaultMessage: 'The plain rules of using herd Health during its alpha release.',
  },
});

export const termsSections: readonly PolicySection[] = [
  {
    title: defineMessage({ id: 'policy.terms.what.title', defaultMessage: 'What herd Health is' }),
    paragraphs: defineMessages({
      what: {
        id: 'policy.terms.what.text',
        defaultMessage:
          'herd Health helps people with rare conditions in Michigan gather their history and genetic report and book a genetic counseling visit. It is an alpha release: things change, and some may not work yet.',
      },
      notCare: {
        id: 'policy.terms.what.notCare',
        defaultMessage:
          'It is not medical advice and not an emergency service. The variants we read from a report are a reading aid: your genetic counselor confirms what they mean. In an emergency, call 911.',
      },
    }) satisfies Record<string, Message>,
  },
  {
    title: defineMessage({ id: 'policy.terms.you.title', defaultMessage: 'What we ask of you' }),
    paragraphs: defineMessages({
      account: {
        id: 'policy.terms.you.account',
        defaultMessage:
          'Use your own account, keep your password to yourself, and upload only reports about you or someone you care for with their permission.',
      },
      michigan: {
        id: 'policy.terms.you.michigan',
        defaultMessage: 'For now the service is for residents of Michigan.',
      },
    }) satisfies Record<string, Message>,
  },
  {
    title: defineMessage({ id: 'policy.terms.data.title', defaultMessage: 'Your data' }),
    paragraphs: defineMessages({
      data: {
        id: 'policy.terms.data.text',
        defaultMessage:
          'What you give us stays yours. The Privacy Policy says what we keep and for how long; you can download it or delete your account in Settings at any time.',
      },
    }) satisfies Record<string, Message>,
  },
].map((section) => ({ ...section, paragraphs: Object.values(section.paragraphs) }));
