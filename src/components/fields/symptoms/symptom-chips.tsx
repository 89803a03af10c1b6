import { type Symptom, symptomCode, symptomText } from '@contract/phenotypes/symptom';
import { defineMessages } from '@i18n/message';
import { css, cx } from 'styled-system/css';
import { chipList } from 'styled-system/recipes';
import { useText } from '@/lib/i18n/use-text';
import { CheckIcon, CloseIcon } from '@/ui';

const texts = defineMessages({
  remove: { id: 'ui.chipList.remove', defaultMessage: 'Remove {item}' },
  coded: {
    id: 'symptoms.coded',
    defaultMessage: 'HPO',
    description:
      "The tag of a symptom coded with a Human Phenotype Ontology term (the ontology's name).",
  },
  codedFor: { id: 'symptoms.codedFor', defaultMessage: 'coded as HPO term {id}' },
  uncoded: { id: 'symptoms.uncoded', defaultMessage: 'In your own words (not coded)' },
});

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
  const t = useText();
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
            title={code ? t(texts.codedFor, { id: code }) : t(texts.uncoded)}
          >
            {code && (
              <span className={codeTag}>
                <CheckIcon size={12} />
                <span aria-hidden="true">{t(texts.coded)}</span>
                <span className={srOnly}>{t(texts.codedFor, { id: code })}:</span>
              </span>
            )}
            <span className={classes.chipText}>{words}</span>
            <button
              type="button"
              className={classes.chipRemove}
              aria-label={t(texts.remove, { item: words })}
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
