import type { ComponentType } from 'react';
import { css } from 'styled-system/css';
import {
  ClipboardIcon,
  DnaIcon,
  HeartIcon,
  SearchHeartIcon,
  UsersIcon,
  VideoCallIcon,
} from '@/ui/icons';

interface Feature {
  title: string;
  text: string;
  Icon: ComponentType<{ size?: number }>;
}

const steps: Feature[] = [
  {
    title: 'Tell us about you',
    text: 'A short onboarding covers your details, your condition, symptoms, medications and family history, at your own pace.',
    Icon: ClipboardIcon,
  },
  {
    title: 'Upload your genetic report',
    text: 'Add a PDF or a photo of your clinical genetics report. We read it and pull out the variants, genes and linked conditions automatically.',
    Icon: DnaIcon,
  },
  {
    title: 'Meet a genetic counselor',
    text: 'Book a virtual genetic counseling appointment and go over your results with someone who knows rare conditions.',
    Icon: VideoCallIcon,
  },
];

const audiences: Feature[] = [
  {
    title: 'People living with a rare condition',
    text: 'Keep your story, your report and your appointments in one calm place.',
    Icon: HeartIcon,
  },
  {
    title: 'Parents and caregivers',
    text: 'Set things up on behalf of a child or a loved one, from your phone or computer.',
    Icon: UsersIcon,
  },
  {
    title: 'Families still looking for answers',
    text: 'No diagnosis yet? A short medical checklist helps the care team understand what you are facing.',
    Icon: SearchHeartIcon,
  },
];

const sectionClass = css({ display: 'flex', flexDirection: 'column', gap: '6' });
const sectionTitleClass = css({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'bold' });

function FeatureGrid({ items, numbered }: { items: Feature[]; numbered?: boolean }) {
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
          key={title}
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
            {numbered && <span className={css({ color: 'accent.text' })}>{index + 1}. </span>}
            {title}
          </h3>
          <p className={css({ color: 'fg.muted' })}>{text}</p>
        </li>
      ))}
    </List>
  );
}

export function HowItWorks() {
  return (
    <section aria-labelledby="how-it-works" className={sectionClass}>
      <h2 id="how-it-works" className={sectionTitleClass}>
        How it works
      </h2>
      <FeatureGrid items={steps} numbered />
    </section>
  );
}

export function WhoItIsFor() {
  return (
    <section aria-labelledby="who-it-is-for" className={sectionClass}>
      <h2 id="who-it-is-for" className={sectionTitleClass}>
        Who it is for
      </h2>
      <FeatureGrid items={audiences} />
    </section>
  );
}
