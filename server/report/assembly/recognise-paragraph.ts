import { recognise } from '../recognition/index.ts';
import type { RecognisedMention } from '../recognition/types.ts';

/** A character that continues the token: the description stopped inside it ("p.Arg534G|n"). */
const INSIDE_TOKEN = /[A-Za-z0-9|]/;

/**
 * Typed mentions of one (normalised) paragraph, offsets into its text: the recognition stage's
 * output. A description whose text runs on past it was not read whole, so it is doubtful.
 */
export function recogniseParagraph(text: string): RecognisedMention[] {
  return recognise(text).map((m) =>
    m.kind === 'hgvs' && INSIDE_TOKEN.test(text.charAt(m.end))
      ? {
          kind: m.kind,
          start: m.start,
          end: m.end,
          text: m.text,
          value: m.value,
          uncertain: true,
          readings: [],
        }
      : m,
  );
}
