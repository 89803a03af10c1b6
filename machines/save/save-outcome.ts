import type { ProfileFieldName } from '@contract/profile/profile';
import { fieldNameOfWire } from '@contract/profile/wire-mapping';
import type { Message } from '@i18n/message';
import { fieldOf, reasonOf } from '../shared/service-error';

export interface SaveFailure {
  /** The server's reason, when it gave one the patient can act on. */
  reason: Message | null;
  /** The answer it is about, so the form shows the reason at that field. */
  field: ProfileFieldName | null;
}

export interface SaveOutcome {
  ok: boolean;
  failure: SaveFailure | null;
}

export function failureOf(error: unknown): SaveFailure {
  const wire = fieldOf(error);
  return { reason: reasonOf(error), field: wire ? fieldNameOfWire(wire) : null };
}
