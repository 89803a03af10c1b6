import type { ExportFormat } from '@contract/export';
import { css } from 'styled-system/css';
import { type RenderLink, renderAnchor } from '@/features/dashboard/render-link';
import * as Alert from '@/ui/alert';
import { Button } from '@/ui/button';
import * as Card from '@/ui/card';

/** Every text of the card, in English (the i18n catalogue takes them from here). */
export const yourDataText = {
  title: 'Your data',
  description:
    'Take your record with you: a file your clinic or genetic counselor can import, or a summary to print.',
  fhirButton: 'Download FHIR record',
  fhirHelp: 'For your clinic: FHIR R4 is what electronic health record systems import.',
  phenopacketButton: 'Download Phenopacket',
  phenopacketHelp:
    'For rare-disease tools: GA4GH Phenopacket v2, read by PhenoTips, Exomiser and Matchmaker Exchange.',
  downloading: 'Preparing your file...',
  summaryLink: 'Open the pre-visit summary',
  summaryHelp: 'One or two pages to print or save as PDF before your appointment.',
  failedTitle: 'The download did not finish',
  failedDescription: {
    fhir: 'Your FHIR file could not be downloaded. Check your connection and try again.',
    phenopacket:
      'Your Phenopacket file could not be downloaded. Check your connection and try again.',
  },
  privacy:
    'These files hold your health information. Keep them somewhere private and share them only with people you trust.',
} as const;

export interface YourDataCardProps {
  /** The format being downloaded, or null. */
  downloading: ExportFormat | null;
  /** The format whose download failed, or null. */
  failed: ExportFormat | null;
  onDownload(format: ExportFormat): void;
  /** The dashboard passes its machine link; a plain anchor by default. */
  renderLink?: RenderLink;
}

const rowClass = css({ display: 'flex', flexDirection: 'column', gap: '1', alignItems: 'start' });
const helpClass = css({ color: 'fg.muted', fontSize: 'sm' });

/** Settings, "Your data": the two exports and the pre-visit summary. */
export function YourDataCard({
  downloading,
  failed,
  onDownload,
  renderLink = renderAnchor,
}: YourDataCardProps) {
  const text = yourDataText;
  const button = (format: ExportFormat, label: string, help: string) => (
    <div className={rowClass}>
      <Button
        variant="outline"
        loading={downloading === format}
        loadingText={text.downloading}
        disabled={downloading !== null}
        onClick={() => onDownload(format)}
      >
        {label}
      </Button>
      <span className={helpClass}>{help}</span>
    </div>
  );
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title>{text.title}</Card.Title>
        <Card.Description>{text.description}</Card.Description>
      </Card.Header>
      <Card.Body>
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
          {failed && (
            <Alert.Root status="error">
              <Alert.Icon />
              <Alert.Content>
                <Alert.Title>{text.failedTitle}</Alert.Title>
                <Alert.Description>{text.failedDescription[failed]}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
          {button('fhir', text.fhirButton, text.fhirHelp)}
          {button('phenopacket', text.phenopacketButton, text.phenopacketHelp)}
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
              children: text.summaryLink,
            })}
            <span className={helpClass}>{text.summaryHelp}</span>
          </div>
          <p className={helpClass}>{text.privacy}</p>
        </div>
      </Card.Body>
    </Card.Root>
  );
}
