import type { ExportFormat } from '@contract/export';
import { defineMessages, type Message } from '@i18n/message';
import { css } from 'styled-system/css';
import { type RenderLink, renderAnchor } from '@/features/dashboard/render-link';
import { useText } from '@/lib/i18n/use-text';
import * as Alert from '@/ui/alert';
import { Button } from '@/ui/button';
import * as Card from '@/ui/card';

/** Every text of the card: catalogue messages. */
export const yourDataText = defineMessages({
  title: { id: 'settings.yourData.title', defaultMessage: 'Your data' },
  description: {
    id: 'settings.yourData.description',
    defaultMessage:
      'Take your record with you: a file your clinic or genetic counselor can import, or a summary to print.',
  },
  fhirButton: { id: 'settings.yourData.fhirButton', defaultMessage: 'Download FHIR record' },
  fhirHelp: {
    id: 'settings.yourData.fhirHelp',
    defaultMessage: 'For your clinic: FHIR R4 is what electronic health record systems import.',
  },
  phenopacketButton: {
    id: 'settings.yourData.phenopacketButton',
    defaultMessage: 'Download Phenopacket',
  },
  phenopacketHelp: {
    id: 'settings.yourData.phenopacketHelp',
    defaultMessage:
      'For rare-disease tools: GA4GH Phenopacket v2, read by PhenoTips, Exomiser and Matchmaker Exchange.',
  },
  downloading: { id: 'settings.yourData.downloading', defaultMessage: 'Preparing your file...' },
  summaryLink: {
    id: 'settings.yourData.summaryLink',
    defaultMessage: 'Open the pre-visit summary',
  },
  summaryHelp: {
    id: 'settings.yourData.summaryHelp',
    defaultMessage: 'One or two pages to print or save as PDF before your appointment.',
  },
  failedTitle: {
    id: 'settings.yourData.failedTitle',
    defaultMessage: 'The download did not finish',
  },
  failedFhir: {
    id: 'settings.yourData.failedFhir',
    defaultMessage: 'Your FHIR file could not be downloaded. Check your connection and try again.',
  },
  failedPhenopacket: {
    id: 'settings.yourData.failedPhenopacket',
    defaultMessage:
      'Your Phenopacket file could not be downloaded. Check your connection and try again.',
  },
  privacy: {
    id: 'settings.yourData.privacy',
    defaultMessage:
      'These files hold your health information. Keep them somewhere private and share them only with people you trust.',
  },
});

const failedDescription = {
  fhir: yourDataText.failedFhir,
  phenopacket: yourDataText.failedPhenopacket,
} satisfies Record<ExportFormat, Message>;

export interface YourDataCardProps {
  /** The format being downloaded, or null. */
  downloading: ExportFormat | null;
  /** The format whose download failed, or null. */
  failed: ExportFormat | null;
  onDownload(format: ExportFormat): void;
  /** The dashboard passes its machine link; a plain anchor by default. */
  renderLink?: RenderLink;
  /** The link to the pre-visit summary (a dashboard page: hidden until onboarding is complete). */
  showSummary?: boolean;
}

const rowClass = css({ display: 'flex', flexDirection: 'column', gap: '1', alignItems: 'start' });
const helpClass = css({ color: 'fg.muted', fontSize: 'sm' });

/** Settings, "Your data": the two exports and the pre-visit summary. */
export function YourDataCard({
  downloading,
  failed,
  onDownload,
  renderLink = renderAnchor,
  showSummary = true,
}: YourDataCardProps) {
  const t = useText();
  const text = yourDataText;
  const button = (format: ExportFormat, label: Message, help: Message) => (
    <div className={rowClass}>
      <Button
        variant="outline"
        loading={downloading === format}
        loadingText={t(text.downloading)}
        disabled={downloading !== null}
        onClick={() => onDownload(format)}
      >
        {t(label)}
      </Button>
      <span className={helpClass}>{t(help)}</span>
    </div>
  );
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title>{t(text.title)}</Card.Title>
        <Card.Description>{t(text.description)}</Card.Description>
      </Card.Header>
      <Card.Body>
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
          {failed && (
            <Alert.Root status="error">
              <Alert.Icon />
              <Alert.Content>
                <Alert.Title>{t(text.failedTitle)}</Alert.Title>
                <Alert.Description>{t(failedDescription[failed])}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
          {button('fhir', text.fhirButton, text.fhirHelp)}
          {button('phenopacket', text.phenopacketButton, text.phenopacketHelp)}
          {showSummary && (
            <div className={rowClass}>
              {renderLink({
                to: '/dashboard/summary',
                className: css({
                  color: 'accent.text',
                  fontWeight: 'semibold',
                  textDecoration: 'underline',
                  minHeight: '11',
                  display: 'inline-flex',
                  alignItems: 'center',
                }),
                children: t(text.summaryLink),
              })}
              <span className={helpClass}>{t(text.summaryHelp)}</span>
            </div>
          )}
          <p className={helpClass}>{t(text.privacy)}</p>
        </div>
      </Card.Body>
    </Card.Root>
  );
}
