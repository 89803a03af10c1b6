import type { Message } from '@i18n/message';
import { css } from 'styled-system/css';
import { renderMachineLink } from '@/components/machine-link';
import { SupportLink } from '@/components/support-link';
import { ThemeRadios } from '@/components/theme-radios';
import { useCurrentPage } from '@/lib/current-page';
import { useText } from '@/lib/i18n/use-text';
import { useSupportHref } from '@/lib/support-link';
import { BrandMark } from '@/ui/brand-logo';
import { textLink } from '@/ui/text-link';
import {
  type PolicySection,
  policyWords,
  privacySections,
  privacyTitle,
  termsSections,
  termsTitle,
} from './policy-texts';

interface Policy {
  title: Message;
  lead: Message;
  sections: readonly PolicySection[];
  other: { to: string; label: Message };
}

const policies: Record<'terms' | 'privacy', Policy> = {
  terms: {
    ...termsTitle,
    sections: termsSections,
    other: { to: '/privacy', label: policyWords.otherPrivacy },
  },
  privacy: {
    ...privacyTitle,
    sections: privacySections,
    other: { to: '/terms', label: policyWords.otherTerms },
  },
};

/** /terms and /privacy: plain pages anyone can read, signed in or not (issue 30, row 16). */
export default function PolicyRoute() {
  const t = useText();
  const page = useCurrentPage();
  const support = useSupportHref();
  const policy = policies[page?.id === 'privacy' ? 'privacy' : 'terms'];
  const address = support?.startsWith('mailto:') ? support.slice('mailto:'.length) : null;
  return (
    <div className={css({ minHeight: '100dvh', display: 'flex', flexDirection: 'column' })}>
      <header
        data-toasts-keep-clear
        className={css({
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          flexWrap: 'wrap',
          gap: '3',
          paddingInline: { base: '4', md: '8' },
          paddingBlock: '3',
        })}
      >
        {renderMachineLink({
          to: '/',
          className: textLink,
          children: (
            <>
              <BrandMark size={24} />
              <span className={css({ ms: '2' })}>{t(policyWords.back)}</span>
            </>
          ),
        })}
        <ThemeRadios />
      </header>
      <main
        className={css({
          flex: '1',
          width: 'full',
          maxWidth: '42rem',
          marginInline: 'auto',
          paddingInline: '4',
          paddingBottom: '12',
          display: 'flex',
          flexDirection: 'column',
          gap: '6',
          overflowWrap: 'anywhere',
        })}
      >
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
          <h1 className={css({ fontSize: '3xl', fontWeight: 'bold', letterSpacing: 'tight' })}>
            {t(policy.title)}
          </h1>
          <p className={css({ color: 'fg.muted', fontSize: 'lg' })}>{t(policy.lead)}</p>
          <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>{t(policyWords.updated)}</p>
        </div>
        {policy.sections.map((section) => (
          <section
            key={section.title.id}
            aria-labelledby={section.title.id}
            className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
          >
            <h2 id={section.title.id} className={css({ fontSize: 'xl', fontWeight: 'semibold' })}>
              {t(section.title)}
            </h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph.id} className={css({ lineHeight: 'relaxed' })}>
                {t(paragraph)}
              </p>
            ))}
          </section>
        ))}
        <section
          aria-labelledby="policy-contact"
          className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}
        >
          <h2 id="policy-contact" className={css({ fontSize: 'xl', fontWeight: 'semibold' })}>
            {t(policyWords.contactTitle)}
          </h2>
          <p>
            {t(policyWords.contactText)} {address && <strong>{address}</strong>}
          </p>
          <div className={css({ display: 'flex', flexWrap: 'wrap', columnGap: '6' })}>
            <SupportLink label={t(policyWords.contactLink)} />
            {renderMachineLink({
              to: policy.other.to,
              className: textLink,
              children: t(policy.other.label),
            })}
          </div>
        </section>
      </main>
    </div>
  );
}
