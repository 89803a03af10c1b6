import { useEffect, useRef } from 'react';
import { css } from 'styled-system/css';

interface StepHeadingProps {
  title: string;
  text: string;
  /** Changes on every step change: focus moves to the heading so screen readers start there. */
  stepKey: string;
}

export function StepHeading({ title, text, stepKey }: StepHeadingProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (stepKey) heading.current?.focus();
  }, [stepKey]);
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '2', mb: '6' })}>
      <h1
        ref={heading}
        tabIndex={-1}
        className={css({
          fontSize: { base: 'xl', sm: '2xl' },
          fontWeight: 'semibold',
          color: 'fg.default',
          _focus: { outline: 'none' },
        })}
      >
        {title}
      </h1>
      <p className={css({ color: 'fg.muted' })}>{text}</p>
    </div>
  );
}
