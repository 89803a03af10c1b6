import { type Symptom, symptomCode, symptomText } from '@contract/phenotypes/symptom';
import { css, cx } from 'styled-system/css';
import { chipList } from 'styled-system/recipes';
import { CheckIcon, CloseIcon } from '@/ui';

// UI strings of this file (moved into the message catalogue by the i18n work).
const text = {
  remove: (item: string) => `Remove ${item}`,
  coded: 'HPO',
  codedFor: (id: string) => `coded as HPO term ${id}`,
  uncoded: 'In your own words (not coded)',
};

const srOnly = css({ srOnly: true });
const freeTextChip = css({ bg: 'bg.subtle', color: 'fg.default', borderColor: 'border.default' });
const codeTag = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.5',
  px: '1.5',
  borderRadius: 'sm',
  fontSize: 'xs',
  fontWeight: 'semibold',
  letterSpacing: 'wide',
  bg: 'accent.default',
  color: 'accent.fg',
});

interface SymptomChipsProps {
  label: string;
  value: Symptom[];
  id: string;
  disabled?: boolean;
  onRemove(symptom: Symptom): void;
}

/**
 * The symptoms given so far: a coded one carries an "HPO" tag (read as "coded as HPO term ..."),
 * free text is plainer and has none.
 */
export function SymptomChips({ label, value, id, disabled, onRemove }: SymptomChipsProps) {
  const classes = chipList();
  return (
    <ul id={id} aria-label={label} className={classes.list} hidden={value.length === 0}>
      {value.map((symptom) => {
        const words = symptomText(symptom);
        const code = symptomCode(symptom);
        return (
          <li
            key={code ?? `text:${words}`}
            className={cx(classes.chip, code ? undefined : freeTextChip)}
            data-coded={code ? 'true' : 'false'}
            title={code ? text.codedFor(code) : text.uncoded}
          >
            {code && (
              <span className={codeTag}>
                <CheckIcon size={12} />
                <span aria-hidden="true">{text.coded}</span>
                <span className={srOnly}>{text.codedFor(code)}:</span>
              </span>
            )}
            <span className={classes.chipText}>{words}</span>
            <button
              type="button"
              className={classes.chipRemove}
              aria-label={text.remove(words)}
              onClick={() => onRemove(symptom)}
              disabled={disabled}
            >
              <span>
                <CloseIcon size={14} />
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
