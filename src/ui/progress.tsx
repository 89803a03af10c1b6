import { Progress as ArkProgress, useProgressContext } from '@ark-ui/react/progress';
import { defineMessage } from '@i18n/message';
import type { ComponentProps } from 'react';
import { useIntl } from 'react-intl';
import { createStyleContext } from 'styled-system/jsx';
import { progress } from 'styled-system/recipes';

const { withProvider, withContext } = createStyleContext(progress);

const busy = defineMessage({
  id: 'ui.progress.busy',
  defaultMessage: 'loading...',
  description: 'What an indeterminate progress bar says (no measure yet).',
});

const StyledRoot = withProvider(ArkProgress.Root, 'root');

/** `value` 0..100 (or null for indeterminate); ValueText renders "45%" (in the patient's digits). */
export function Root(props: ComponentProps<typeof StyledRoot>) {
  const intl = useIntl();
  return (
    <StyledRoot
      translations={{
        value: ({ value, percent, formatter }) => {
          if (value === null) return intl.formatMessage(busy);
          if (!formatter) return String(value);
          const percentStyle = formatter.resolvedOptions().style === 'percent';
          return formatter.format(percentStyle ? percent / 100 : value);
        },
      }}
      {...props}
    />
  );
}
export const Label = withContext(ArkProgress.Label, 'label');
const StyledTrack = withContext(ArkProgress.Track, 'track');
export const Range = withContext(ArkProgress.Range, 'range');
export const ValueText = withContext(ArkProgress.ValueText, 'valueText');

/** The progressbar itself; named by Label when there is one (Ark would name it "45%"). */
export function Track(props: ComponentProps<typeof StyledTrack>) {
  const progress = useProgressContext();
  return <StyledTrack aria-labelledby={progress.getLabelProps().id} {...props} />;
}
