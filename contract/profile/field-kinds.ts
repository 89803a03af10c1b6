import type { Message } from '../../i18n/message.ts';
import type { OnboardingStepId } from '../onboarding/steps.ts';
import type { Symptom } from '../phenotypes/symptom.ts';

/**
 * The kinds a patient field can be. A kind fixes how the value looks in the app (`client`), on
 * the wire (`wire`, JSON) and in the database (the column type, `server/db/profile-table.ts`),
 * and how it is validated (`field-rules.ts`). Every field is declared once in `fields.ts`.
 */
type StepOf = OnboardingStepId | null;

interface FieldCommon<Wire extends string, Column extends string, Step extends StepOf> {
  /** Shown at the field, on the profile page and in messages ("First name is required"). */
  label: Message;
  /** The label as it reads inside a sentence ("Each item of primary symptoms..."), if unlike it. */
  inSentence?: Message;
  /** Its name in the API's JSON. */
  wire: Wire;
  /** Its column in the users table. */
  column: Column;
  /** The onboarding step that asks for it; null for preferences outside onboarding. */
  step: Step;
}

export interface TextField<
  W extends string = string,
  C extends string = string,
  St extends StepOf = StepOf,
> extends FieldCommon<W, C, St> {
  kind: 'text';
  maxLength: number;
  /** The step cannot be submitted without it; when sent it must not be blank. */
  required: boolean;
  multiline: boolean;
  /** Saved instead of an empty answer (spec: "No family history provided"). */
  savedWhenEmpty: string | null;
}

export interface DateField<
  W extends string = string,
  C extends string = string,
  St extends StepOf = StepOf,
> extends FieldCommon<W, C, St> {
  kind: 'date';
  required: boolean;
}

export interface ChoiceField<
  W extends string = string,
  C extends string = string,
  O extends string = string,
  St extends StepOf = StepOf,
> extends FieldCommon<W, C, St> {
  kind: 'choice';
  options: readonly O[];
  required: boolean;
}

export interface YearField<
  W extends string = string,
  C extends string = string,
  St extends StepOf = StepOf,
> extends FieldCommon<W, C, St> {
  kind: 'year';
  min: number;
}

export interface ListField<
  W extends string = string,
  C extends string = string,
  St extends StepOf = StepOf,
> extends FieldCommon<W, C, St> {
  kind: 'list';
  maxItems: number;
  maxItemLength: number;
}

/** Symptoms: each free text or coded with an HPO term (contract/phenotypes/symptom.ts). */
export interface SymptomListField<
  W extends string = string,
  C extends string = string,
  St extends StepOf = StepOf,
> extends FieldCommon<W, C, St> {
  kind: 'symptoms';
  maxItems: number;
  maxItemLength: number;
}

export interface FlagField<
  W extends string = string,
  C extends string = string,
  St extends StepOf = StepOf,
> extends FieldCommon<W, C, St> {
  kind: 'flag';
}

export interface SubsetField<
  W extends string = string,
  C extends string = string,
  O extends string = string,
  St extends StepOf = StepOf,
> extends FieldCommon<W, C, St> {
  kind: 'subset';
  options: readonly O[];
}

export interface TimestampField<
  W extends string = string,
  C extends string = string,
  St extends StepOf = StepOf,
> extends FieldCommon<W, C, St> {
  kind: 'timestamp';
}

export type AnyField =
  | TextField
  | DateField
  | ChoiceField
  | YearField
  | ListField
  | SymptomListField
  | FlagField
  | SubsetField
  | TimestampField;

export type FieldKind = AnyField['kind'];

/** The value in the app: text answers are '' until given, lists are arrays, flags booleans. */
export type ClientValue<F extends AnyField> = F extends SymptomListField
  ? Symptom[]
  : F extends ListField | SubsetField
    ? string[]
    : F extends FlagField
      ? boolean
      : F extends TimestampField
        ? string | null
        : string;

/** The value in JSON; `null` on the way out means "never provided". */
export type WireValue<F extends AnyField> = F extends SymptomListField
  ? Symptom[]
  : F extends ListField | SubsetField
    ? string[]
    : F extends FlagField
      ? boolean
      : F extends YearField
        ? number
        : string;

type Common<W extends string, C extends string, St extends StepOf> = FieldCommon<W, C, St>;

export const text = <const W extends string, const C extends string, const St extends StepOf>(
  spec: Common<W, C, St> & {
    maxLength: number;
    required?: boolean;
    multiline?: boolean;
    savedWhenEmpty?: string;
  },
): TextField<W, C, St> => ({
  kind: 'text',
  required: false,
  multiline: false,
  ...spec,
  savedWhenEmpty: spec.savedWhenEmpty ?? null,
});

export const date = <const W extends string, const C extends string, const St extends StepOf>(
  spec: Common<W, C, St> & { required?: boolean },
): DateField<W, C, St> => ({ kind: 'date', required: false, ...spec });

export const choice = <
  const W extends string,
  const C extends string,
  const O extends string,
  const St extends StepOf,
>(
  spec: Common<W, C, St> & { options: readonly O[]; required?: boolean },
): ChoiceField<W, C, O, St> => ({ kind: 'choice', required: false, ...spec });

export const year = <const W extends string, const C extends string, const St extends StepOf>(
  spec: Common<W, C, St> & { min: number },
): YearField<W, C, St> => ({ kind: 'year', ...spec });

export const list = <const W extends string, const C extends string, const St extends StepOf>(
  spec: Common<W, C, St> & { maxItems: number; maxItemLength: number },
): ListField<W, C, St> => ({ kind: 'list', ...spec });

export const symptomList = <
  const W extends string,
  const C extends string,
  const St extends StepOf,
>(
  spec: Common<W, C, St> & { maxItems: number; maxItemLength: number },
): SymptomListField<W, C, St> => ({ kind: 'symptoms', ...spec });

export const flag = <const W extends string, const C extends string, const St extends StepOf>(
  spec: Common<W, C, St>,
): FlagField<W, C, St> => ({ kind: 'flag', ...spec });

export const subset = <
  const W extends string,
  const C extends string,
  const O extends string,
  const St extends StepOf,
>(
  spec: Common<W, C, St> & { options: readonly O[] },
): SubsetField<W, C, O, St> => ({ kind: 'subset', ...spec });

export const timestamp = <const W extends string, const C extends string, const St extends StepOf>(
  spec: Common<W, C, St>,
): TimestampField<W, C, St> => ({ kind: 'timestamp', ...spec });
