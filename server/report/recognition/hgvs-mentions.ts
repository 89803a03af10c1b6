// HGVS descriptions with their prefix (c./g./m./n./r./p.), as written in reports and papers.
// A description is read whole or not at all: it is never cut back to a shorter valid prefix
// ("c.5_6delAGinsT" is not "c.5_6delAG"). An invalid description is re-read for OCR
// confusions; one valid reading is a repair, several are returned as uncertain readings, none
// leaves an uncertain mention of a variant-like string.
import { type ParsedHgvs, parseHgvs } from '../hgvs.ts';
import type { Candidate } from './candidate.ts';
import { canonicalValue, respell } from './hgvs-spelling.ts';
import { hgvsSurfaces, type Surface } from './hgvs-surface.ts';
import { validReadings } from './ocr-readings.ts';

interface HgvsReading {
  value: string;
  parsed: ParsedHgvs;
}

function read(kind: string, body: string, spelling = true): HgvsReading | undefined {
  const text = spelling ? respell(kind, body).text : body.replace(/\s+/g, '');
  const parsed = parseHgvs(`${kind}.${text}`);
  return parsed ? { value: canonicalValue(parsed), parsed } : undefined;
}

/** Names a change (not just a position), so it is worth reporting as doubtful. */
const VARIANT_LIKE =
  /\d.*(?:>|del|dup|ins|inv|con|=|\[)|^\(?(?:[A-Z][a-z]{2}|[A-Z])\d+(?:[A-Z][a-z]{2}|[A-Z*]|fs|del|dup|ins|ext)/;

function prefixFields(s: Surface): Pick<Candidate, 'accession' | 'gene'> {
  return {
    // OCR may read the accession's underscore as a space ("NC 012920.1:m.3243A>G")
    ...(s.accession ? { accession: s.accession.replace(/^([A-Z]{2})(?:\s_?|_\s)/, '$1_') } : {}),
    ...(s.gene ? { gene: s.gene } : {}),
  };
}

/** Both readings of a description behind a stray mark: with the "*" it may stand for, and without. */
function junkReadings(s: Surface): Candidate {
  const readings = [s.body, `*${s.body}`].flatMap((b) => read(s.kind, b) ?? []);
  return {
    kind: 'hgvs',
    start: s.start,
    end: s.end,
    ...prefixFields(s),
    value: `${s.kind}.${s.body.replace(/\s+/g, '')}`,
    uncertain: true,
    readings: readings.map((r) => ({ value: r.value, parsed: r.parsed, asWritten: false })),
  };
}

function fromSurface(s: Surface): Candidate | undefined {
  if (s.junk) return junkReadings(s);
  const base = { kind: 'hgvs' as const, start: s.start, end: s.end, ...prefixFields(s) };
  const asWritten = read(s.kind, s.body);
  if (s.dotless && !asWritten) return undefined;
  if (asWritten) {
    const changed =
      s.prefixRepaired ||
      respell(s.kind, s.body).changed ||
      asWritten.value !== `${s.kind}.${s.body}`;
    return {
      ...base,
      value: asWritten.value,
      parsed: asWritten.parsed,
      ...(changed ? { repaired: true } : {}),
    };
  }
  // a protein change's doubled glyph is left to its DNA change to settle (cross-check.ts)
  const readings = validReadings(s.body, (v) => read(s.kind, v, false), s.kind === 'p');
  const only = readings[0];
  if (readings.length === 1 && only)
    return { ...base, value: only.value, parsed: only.parsed, repaired: true };
  if (readings.length > 1)
    return {
      ...base,
      value: `${s.kind}.${s.body}`,
      uncertain: true,
      readings: readings.map((r) => ({ value: r.value, parsed: r.parsed, asWritten: false })),
    };
  if (!VARIANT_LIKE.test(s.body)) return undefined;
  const partial = readablePart(s);
  return {
    ...base,
    value: `${s.kind}.${s.body.replace(/\s+/g, '')}`,
    uncertain: true,
    readings: [],
    ...(partial ? { partial } : {}),
  };
}

/**
 * What can still be read of a damaged protein description: the residue and its number
 * ("p Arg534Cin" -> p.Arg534?), so assembly can check it against the DNA change. Not a variant.
 */
function readablePart(s: Surface): ParsedHgvs | undefined {
  if (s.kind !== 'p') return undefined;
  // a position that goes on in a digit's look-alike ("p.Leu3]4=") is not read: "3" is not it
  const m = /^\(?((?:[A-Z][a-z]{2})|[A-Z])(\d{1,5})(?![\]|[!lOoQ])/.exec(
    s.body.replace(/\s+/g, ''),
  );
  return m ? parseHgvs(`p.${m[1]}${m[2]}?`) : undefined;
}

/**
 * A description OCR split with a space inside its position ("g.1= 3922601C>T" for
 * g.13922601C>T): the rest of a DNA change follows it, so its valid first part is not it.
 */
const SPLIT_TAIL = /^ \d+[ACGT]>[ACGT]/;

function splitByOcr(s: Surface, text: string): Candidate | undefined {
  const tail = SPLIT_TAIL.exec(text.slice(s.end));
  if (!tail || s.kind === 'p') return undefined;
  const end = s.end + tail[0].length;
  return {
    kind: 'hgvs',
    start: s.start,
    end,
    ...prefixFields(s),
    value: `${s.kind}.${text
      .slice(s.start, end)
      .replace(/^[^.,]*[.,]/, '')
      .replace(/\s+/g, '')}`,
    uncertain: true,
    readings: [],
  };
}

export function findHgvsMentions(text: string): Candidate[] {
  return hgvsSurfaces(text).flatMap((s) => splitByOcr(s, text) ?? fromSurface(s) ?? []);
}
