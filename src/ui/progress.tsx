import { Progress as ArkProgress, useProgressContext } from '@ark-ui/react/progress';
import type { ComponentProps } from 'react';
import { createStyleContext } from 'styled-system/jsx';
import { progress } from 'styled-system/recipes';

const { withProvider, withContext } = createStyleContext(progress);

/** `value` 0..100 (or null for indeterminate); ValueText renders "45%". */
export const Root = withProvider(ArkProgress.Root, 'root');
export const Label = withContext(ArkProgress.Label, 'label');
const StyledTrack = withContext(ArkProgress.Track, 'track');
export const Range = withContext(ArkProgress.Range, 'range');
export const ValueText = withContext(ArkProgress.ValueText, 'valueText');

/** The progressbar itself; named by Label when there is one (Ark would name it "45%"). */
export function Track(props: ComponentProps<typeof StyledTrack>) {
  const progress = useProgressContext();
  return <StyledTrack aria-labelledby={progress.getLabelProps().id} {...props} />;
}
