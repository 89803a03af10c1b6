import { gluedAt } from '../recognition/hgvs-surface.ts';
import { recognise } from '../recognition/index.ts';
import type { RecognisedMention } from '../recognition/types.ts';

/** A character that continues the token: the description stopped inside it ("p.Arg534G|n"). */
const INSIDE_TOKEN = /[A-Za-z0-9|]/;

/**
 * Typed mentions of one (normalised) paragraph, offsets into its text: the recognition stage's
 * output. A description whose text runs on past it was not read whole, so it is doubtful
 * (unless what follows is a word or a description OCR glued on: "c.75G>Tvariant").
 */
export function recogniseParagraph(text: string): RecognisedMention[] {
  return recognise(text).map((m) =>
    m.kind === 'hgvs' && INSIDE_TOKEN.test(text.charAt(m.end)) && !gluedAt(text, m.end)
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
