import { defineMessages, type Message } from '@i18n/message';
import type { ComponentType } from 'react';
import { css } from 'styled-system/css';
import { useText } from '@/lib/i18n/use-text';
import {
  ClipboardIcon,
  DnaIcon,
  HeartIcon,
  SearchHeartIcon,
  UsersIcon,
  VideoCallIcon,
} from '@/ui/icons';

interface Feature {
  title: Message;
  text: Message;
  Icon: ComponentType<{ size?: number }>;
}

const words = defineMessages({
  howItWorks: { id: 'landing.howItWorks.title', defaultMessage: 'How it works' },
  whoItIsFor: { id: 'landing.whoItIsFor.title', defaultMessage: 'Who it is for' },
  numbered: {
    id: 'landing.howItWorks.number',
    defaultMessage: '{number}.',
    description: 'The number before each step of "How it works", such as "1.".',
  },
  aboutYouTitle: { id: 'landing.howItWorks.aboutYou.title', defaultMessage: 'Tell us about you' },
  aboutYouText: {
    id: 'landing.howItWorks.aboutYou.text',
    defaultMessage:
      'A short onboarding covers your details, your condition, symptoms, medications and family history, at your own pace.',
  },
  reportTitle: {
    id: 'landing.howItWorks.report.title',
    defaultMessage: 'Upload your genetic report',
  },
  reportText: {
    id: 'landing.howItWorks.report.text',
    defaultMessage:
      'Add a PDF or a photo of your clinical genetics report. We read it and pull out the variants, genes and linked conditions automatically.',
  },
  counselorTitle: {
    id: 'landing.howItWorks.counselor.title',
    defaultMessage: 'Meet a genetic counselor',
  },
  counselorText: {
    id: 'landing.howItWorks.counselor.text',
    defaultMessage:
      'Book a virtual genetic counseling appointment and go over your results with someone who knows rare conditions.',
  },
  patientsTitle: {
    id: 'landing.whoItIsFor.patients.title',
    defaultMessage: 'People living with a rare condition',
  },
  patientsText: {
    id: 'landing.whoItIsFor.patients.text',
    defaultMessage: 'Keep your story, your report and your appointments in one calm place.',
  },
  caregiversTitle: {
    id: 'landing.whoItIsFor.caregivers.title',
    defaultMessage: 'Parents and caregivers',
  },
  caregiversText: {
    id: 'landing.whoItIsFor.caregivers.text',
    defaultMessage:
      'Set things up on behalf of a child or a loved one, from your phone or computer.',
  },
  familiesTitle: {
    id: 'landing.whoItIsFor.families.title',
    defaultMessage: 'Families still looking for answers',
  },
  familiesText: {
    id: 'landing.whoItIsFor.families.text',
    defaultMessage:
      'No diagnosis yet? A short medical checklist helps the care team understand what you are facing.',
  },
});

const steps: Feature[] = [
  { title: words.aboutYouTitle, text: words.aboutYouText, Icon: ClipboardIcon },
  { title: words.reportTitle, text: words.reportText, Icon: DnaIcon },
  { title: words.counselorTitle, text: words.counselorText, Icon: VideoCallIcon },
];

const audiences: Feature[] = [
  { title: words.patientsTitle, text: words.patientsText, Icon: HeartIcon },
  { title: words.caregiversTitle, text: words.caregiversText, Icon: UsersIcon },
  { title: words.familiesTitle, text: words.familiesText, Icon: SearchHeartIcon },
];

const sectionClass = css({ display: 'flex', flexDirection: 'column', gap: '6' });
const sectionTitleClass = css({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'bold' });

function FeatureGrid({ items, numbered }: { items: Feature[]; numbered?: boolean }) {
  const t = useText();
  const List = numbered ? 'ol' : 'ul';
  return (
    <List
      className={css({
        display: 'grid',
        gap: '4',
        gridTemplateColumns: { base: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
      })}
    >
      {items.map(({ title, text, Icon }, index) => (
        <li
          key={title.id}
          className={css({
            display: 'flex',
            flexDirection: 'column',
            gap: '3',
            p: '6',
            bg: 'bg.surface',
            borderWidth: '1px',
            borderColor: 'border.subtle',
            borderRadius: 'xl',
            boxShadow: 'card',
          })}
        >
          <span
            className={css({
              display: 'inline-flex',
              alignSelf: 'flex-start',
              p: '2.5',
              borderRadius: 'lg',
              bg: 'accent.subtle',
              color: 'accent.text',
            })}
          >
            <Icon />
          </span>
          <h3 className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>
            {numbered && (
              <span className={css({ color: 'accent.text' })}>
                {t(words.numbered, { number: index + 1 })}{' '}
              </span>
            )}
            {t(title)}
          </h3>
          <p className={css({ color: 'fg.muted' })}>{t(text)}</p>
        </li>
      ))}
    </List>
  );
}

export function HowItWorks() {
  const t = useText();
  return (
    <section aria-labelledby="how-it-works" className={sectionClass}>
      <h2 id="how-it-works" className={sectionTitleClass}>
        {t(words.howItWorks)}
      </h2>
      <FeatureGrid items={steps} numbered />
    </section>
  );
}

export function WhoItIsFor() {
  const t = useText();
  return (
    <section aria-labelledby="who-it-is-for" className={sectionClass}>
      <h2 id="who-it-is-for" className={sectionTitleClass}>
        {t(words.whoItIsFor)}
      </h2>
      <FeatureGrid items={audiences} />
    </section>
  );
}
