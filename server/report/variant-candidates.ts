import { type Paragraph, unitAround } from './document.ts';
import { type Found, findCopyNumber, findHgvs, type HgvsMention } from './identifiers.ts';

/** Variant mentions grouped by variant, and whether the report states them as findings. */
export interface Mention {
  paragraph: Paragraph;
  index: number;
  hgvs: HgvsMention;
  key: string;
}

export interface Candidate {
  key: string;
  dna?: HgvsMention;
  proteins: HgvsMention[];
  mentions: Mention[];
}

export const NEGATED =
  /\b(?:not\s+(?:been\s+)?(?:detected|identified|found|observed|present|seen)|negative|undetected|excluded|ruled\s+out)\b/i;
const FINDING_CUE =
  /\b(?:pathogenic|benign|uncertain|VUS|heterozygous|homozygous|hemizygous|heteroplasm\w*|homoplasm\w*|mosaic|carrier|carries|detected|identified|found|observed|positive)\b/i;

/** Same variant written two ways: "c.1521_1523delCTT" = "c.1521_1523del", "p.(Glu7Val)" = "p.Glu7Val". */
export function variantKey(h: HgvsMention): string {
  const body = h.parsed.body
    .replace(/^\((.*)\)$/, '$1')
    .replace(/(del|dup)[ACGTUN]+$/i, '$1')
    .replace(/\*/g, 'Ter');
  return `${h.parsed.kind}.${body}`;
}

export const isDna = (h: HgvsMention) => h.parsed.kind !== 'p';

export function collectCandidates(paragraphs: Paragraph[]): Candidate[] {
  const mentions: Mention[] = [];
  const proteinOwner = new Map<string, string>();
  for (const paragraph of paragraphs) {
    const found = [...findHgvs(paragraph.text), ...findCopyNumber(paragraph.text)].sort(
      (a, b) => a.index - b.index,
    );
    let lastDna: Found<HgvsMention> | undefined;
    found.forEach((f, i) => {
      const key = variantKey(f.value);
      mentions.push({ paragraph, index: f.index, hgvs: f.value, key });
      if (isDna(f.value)) {
        lastDna = f;
        return;
      }
      if (proteinOwner.has(key)) return;
      const sameLine = (a: number, b: number) =>
        !paragraph.text.slice(Math.min(a, b), Math.max(a, b)).includes('\n\n');
      if (lastDna && f.index - lastDna.index < 160 && sameLine(lastDna.index, f.index)) {
        proteinOwner.set(key, variantKey(lastDna.value));
        return;
      }
      const next = found.slice(i + 1).find((n) => isDna(n.value));
      if (next && next.index - f.index < 60) proteinOwner.set(key, variantKey(next.value));
    });
  }
  const byKey = new Map<string, Candidate>();
  for (const m of mentions) {
    const owner = isDna(m.hgvs) ? m.key : (proteinOwner.get(m.key) ?? m.key);
    let c = byKey.get(owner);
    if (!c) {
      c = { key: owner, proteins: [], mentions: [] };
      byKey.set(owner, c);
    }
    c.mentions.push(m);
    if (isDna(m.hgvs)) c.dna ??= m.hgvs;
    else if (!c.proteins.some((p) => variantKey(p) === m.key)) c.proteins.push(m.hgvs);
  }
  return [...byKey.values()];
}

export function isReportedMention(m: Mention): boolean {
  if (m.paragraph.section !== 'main') return false;
  const unit = unitAround(m.paragraph.text, m.index).text;
  if (NEGATED.test(unit)) return false;
  return FINDING_CUE.test(unit) || FINDING_CUE.test(m.paragraph.text.split('\n')[0] ?? '');
}
