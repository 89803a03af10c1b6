import { defineMessages } from '@i18n/message';
import { useIntl } from 'react-intl';
import { css } from 'styled-system/css';
import { createStyleContext } from 'styled-system/jsx';
import { stepProgress } from 'styled-system/recipes';
import { CheckIcon } from './icons';

const { withProvider, withContext } = createStyleContext(stepProgress);
const Root = withProvider('nav', 'root');
const Header = withContext('div', 'header');
const Counter = withContext('p', 'counter');
const Track = withContext('div', 'track');
const Range = withContext('div', 'range');
const List = withContext('ol', 'list');
const Item = withContext('li', 'item');
const Marker = withContext('span', 'marker');
const Label = withContext('span', 'label');

const srOnly = css({ srOnly: true });

const words = defineMessages({
  label: { id: 'ui.stepProgress.label', defaultMessage: 'Onboarding progress' },
  counter: { id: 'ui.stepProgress.counter', defaultMessage: 'Step {step} of {total}' },
  completed: {
    id: 'ui.stepProgress.completed',
    defaultMessage: '(completed)',
    description: 'Read by screen readers after the name of a finished step.',
  },
});

export type StepProgressProps = {
  /** Step names in order. */
  steps: readonly string[];
  /** 1-based number of the step being shown (from the URL); clamped into range. */
  current: number;
  label?: string;
};

/**
 * "Step n of N", a bar at n/N, and the list of steps with a tick on finished ones. Purely a view:
 * the current step comes from the route.
 */
export function StepProgress({ steps, current, label: given }: StepProgressProps) {
  const intl = useIntl();
  const label = given ?? intl.formatMessage(words.label);
  const total = steps.length;
  const step = Math.min(Math.max(Math.round(current) || 1, 1), Math.max(total, 1));
  const percent = total > 0 ? Math.round((step / total) * 100) : 0;
  const counter = intl.formatMessage(words.counter, { step, total });
  return (
    <Root aria-label={label}>
      {/* The step's name is the page heading right below; the header only counts. */}
      <Header>
        <Counter>{counter}</Counter>
      </Header>
      <Track
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={counter}
      >
        <Range style={{ width: `${percent}%` }} />
      </Track>
      <List style={{ ['--step-count' as string]: total }}>
        {steps.map((name, index) => {
          const number = index + 1;
          const state = number < step ? 'complete' : number === step ? 'current' : 'upcoming';
          return (
            <Item
              key={name}
              data-state={state}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <Marker aria-hidden="true">
                {state === 'complete' ? <CheckIcon size={16} /> : number}
              </Marker>
              <Label>
                {name}
                {state === 'complete' && (
                  <span className={srOnly}>{` ${intl.formatMessage(words.completed)}`}</span>
                )}
              </Label>
            </Item>
          );
        })}
      </List>
    </Root>
  );
}
