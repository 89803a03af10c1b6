import { findOmim } from './identifiers.ts';

export interface DiseaseMention {
  name: string;
  abbreviation?: string;
  synonyms: string[];
  omim?: string;
}

const TRIGGER =
  /^(?:with|of|cause|causes|caused|causing|by|called|as|is|are|was|were|for|to|from|including|named|diagnosis|diagnosed|in|confirms|suggests|and|the|a|an|that|which|carrier|carriers|affected|develop|developing|risk)$/i;
const DISEASE_WORD =
  /(?:syndrome|disease|disorder|cancer|cardiomyopathy|an(?:a)?emia|fibrosis|dystrophy|atrophy|deficiency|epilepsy|encephalopathy|encephalomyopathy|ataxia|thalass(?:a)?emia|h(?:a)?emophilia|[a-z]{3,}emia|[a-z]{3,}osis|[a-z]{3,}pathy|[a-z]{3,}itis|tumou?r|carcinoma|neoplasia|dysplasia|trait|acidosis|deafness|diabetes|palsy|dwarfism|hypoplasia|aplasia|malformation|[a-z]{3,}philia|neoplasms?|leuka?emia|lymphoma|erythrocytosis|thrombocyth(?:a)?emia)s?\b/i;

/**
 * "this disorder", "such conditions", "... due to a single mutation": a reference, not a name;
 * "type 2" alone continues the name before it ("HNPCC, type 2"); a heading ("Summary of cancer
 * risks and management (BRCA2)") is not one either, nor a test or specimen ("the tumour
 * immunohistochemistry", "tumour testing (MSI-high)").
 */
const NOT_A_NAME =
  /^(?:this|that|these|those|such|any|his|her|their|your|its|same|other)\b|\b(?:management|summary|recommendations?|information|report)\b|\b(?:due\s+to|mutations?|because)\b|^(?:type|subtype|group|form|class)\s+[\dIVXA-Z]{1,4}$|\b(?:testing|tests?|tissues?|samples?|specimens?|immunohistochemistry|IHC|analys[ie]s|profiling|sequencing|panels?|screening|biops(?:y|ies))(?:\s*\([^)]*\))?$/i;

function tidy(name: string): string {
  const t = name
    .replace(/^[\s,;:—–-]+|[\s,;:—–-]+$/g, '')
    .replace(/^(?:the|a|an)\s+/i, '')
    .replace(
      /^(?:(?:slightly|significantly|moderately|modestly)\s+)?(?:increased|elevated|higher|reduced|decreased|lower)\s+(?:lifetime\s+)?risks?\s+(?:of|for)\s+(?:developing\s+)?/i,
      '',
    )
    .replace(/^(?:the|a|an)\s+/i, '')
    .replace(/^(?:linked|related|associated)\s+(?:to|with)\s+/i, '')
    .replace(/^(?:and|or)\s+/i, '')
    .replace(
      /^(?:(?:medical\s+)?conditions?|disorders?|diseases?)\s+(?:called|known\s+as|named)\s+/i,
      '',
    )
    .replace(/\s+/g, ' ');
  return t.charAt(0).toUpperCase() + t.slice(1);
}

/** Words before an opening parenthesis back to a trigger word ("... cause X (ABBR; MIM #n)"). */
function phraseBefore(text: string, end: number): string {
  const head = text.slice(Math.max(0, end - 160), end);
  const clause = head.split(/[.;:()[\]—–]|\s[-–]\s/).at(-1) ?? '';
  const words = clause.trim().split(/\s+/).filter(Boolean);
  const kept: string[] = [];
  for (let i = words.length - 1; i >= 0 && kept.length < 10; i--) {
    const w = words[i] ?? '';
    const bare = w.replace(/[,]$/, '');
    if (
      TRIGGER.test(bare) &&
      !(bare.toLowerCase() === 'and' && kept.length > 0 && i > 0 && /,$/.test(words[i - 1] ?? ''))
    ) {
      if (bare.toLowerCase() !== 'and') break;
      // "lactic acidosis, and stroke-like episodes": "and" inside a list stays in the name
      kept.unshift(w);
      continue;
    }
    kept.unshift(w);
  }
  return kept.join(' ');
}

function parseParenthetical(inner: string): Omit<DiseaseMention, 'name'> {
  const result: Omit<DiseaseMention, 'name'> = { synonyms: [] };
  for (const partRaw of inner.split(';')) {
    const part = partRaw.trim();
    const omim = findOmim(part)[0];
    if (omim) {
      result.omim ??= omim.value;
      continue;
    }
    if (/^[A-Z][A-Za-z0-9+-]{1,11}$/.test(part) && /[A-Z]{2}/.test(part))
      result.abbreviation ??= part;
    else if (part.length > 3) result.synonyms.push(part);
  }
  return result;
}

/**
 * A table's cell boundary ends a phrase as punctuation does ("Heterozygous   PATHOGENIC   HBOC"),
 * in a line whose words are otherwise single-spaced: justified prose has only wide gaps.
 */
function cellsEndPhrases(line: string): string {
  if (!/\S \S/.test(line)) return line;
  return line.replace(/(?<=\S) {3,}(?=\S)|\t/g, ' ; ');
}

/** Disease names stated in one sentence or table row. */
export function findDiseases(text: string): DiseaseMention[] {
  const out: DiseaseMention[] = [];
  const flat = text.split('\n').map(cellsEndPhrases).join(' ').replace(/\s+/g, ' ');
  // "X (ABBR; OMIM #n)", "X (MIM #n)", "X (ABBR)" when X reads like a disease
  for (const m of flat.matchAll(/\(([^()]{1,120})\)/g)) {
    const inner = m[1] ?? '';
    const hasOmim = /\b(?:OMIM|MIM)\b/.test(inner);
    const isAbbreviation =
      /^[A-Z][A-Za-z0-9+-]{1,11}$/.test(inner.trim()) && /[A-Z]{2}/.test(inner);
    if (!hasOmim && !isAbbreviation) continue;
    const name = tidy(phraseBefore(flat, m.index ?? 0));
    if (!name || name.split(' ').length > 10 || NOT_A_NAME.test(name)) continue;
    // "resistance to activated protein C (APC resistance; OMIM #188055)": a protein, not a name
    if (!DISEASE_WORD.test(name)) continue;
    if (/^(?:[A-Z0-9-]+\s+)?gene$/i.test(name) || /\bgene\b/i.test(name)) continue;
    const details = parseParenthetical(inner);
    out.push({ name, ...details });
  }
  // "diagnosis of X", "carrier of X", "consistent with X", "associated with X"
  for (const m of flat.matchAll(
    /\b(?:diagnosis of|carrier of|consistent with(?: a diagnosis of)?|associated with|affected (?:by|with)|at risk (?:of|for))\s+((?:[A-Za-z0-9'/-]+,?\s+){0,7}?[A-Za-z0-9'/-]+)(?=\s*(?:\(|[.;,]|\s+in\b|\s+and\s+(?:is|are|was)\b|\s+which\b|$))/gi,
  )) {
    const name = tidy(m[1] ?? '');
    if (!DISEASE_WORD.test(name) || /\bgene\b|\bvariants?\b/i.test(name) || NOT_A_NAME.test(name))
      continue;
    if (out.some((d) => d.name.toLowerCase() === name.toLowerCase())) continue;
    out.push({ name, synonyms: [] });
  }
  // a block title such as "Sickle cell disease / beta-hemoglobinopathies — autosomal recessive"
  for (const m of text.matchAll(
    /^\s*([A-Z][^\n—–]{3,80}?)\s+[—–-]\s+(?:autosomal|X-linked|mitochondrial|maternal)/gm,
  )) {
    const name = tidy(m[1] ?? '');
    if (DISEASE_WORD.test(name)) out.push({ name, synonyms: [] });
  }
  return out;
}

export function diseaseLabel(d: DiseaseMention): string {
  return d.abbreviation && !d.name.includes(d.abbreviation)
    ? `${d.name} (${d.abbreviation})`
    : d.name;
}
