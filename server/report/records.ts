import { type DiseaseMention, diseaseLabel, findDiseases } from './diseases.ts';
import {
  type Paragraph,
  type ReportDocument,
  type Span,
  sentences,
  unitAround,
} from './document.ts';
import type { GeneDictionary } from './gene-dictionary.ts';
import { findGenes } from './gene-mentions.ts';
import {
  type Classification,
  citedNumbers,
  type Found,
  findClassifications,
  findClinVar,
  findHgvs,
  findLegacyNames,
  findOmim,
  findPmids,
  findRefSeq,
  findRsIds,
  findZygosity,
  referenceList,
} from './identifiers.ts';
import type { DiseaseOption, Variant } from './types.ts';
import { collectCandidates, isReportedMention, NEGATED, variantKey } from './variant-candidates.ts';

function nearest<T>(found: Found<T>[], position: number): T | undefined {
  const after = found.filter((f) => f.index >= position).sort((a, b) => a.index - b.index)[0];
  const before = found.filter((f) => f.index < position).sort((a, b) => b.index - a.index)[0];
  if (after && before)
    return after.index - position <= position - before.index ? after.value : before.value;
  return (after ?? before)?.value;
}

function uniq<T>(xs: T[]): T[] {
  return [...new Set(xs)];
}

interface Context {
  /** Rows and sentences that name the variant. */
  units: Span[];
  /** Paragraphs about this variant only. */
  owned: Paragraph[];
  /** Neighbouring paragraphs without another variant, nearest first. */
  near: Paragraph[];
}

export interface AssembledReport {
  variants: Variant[];
  diseaseOptions: DiseaseOption[];
}

export function assembleRecords(doc: ReportDocument, dict: GeneDictionary): AssembledReport {
  const main = doc.paragraphs.filter((p) => p.section === 'main');
  const candidates = collectCandidates(doc.paragraphs).filter((c) =>
    c.mentions.some(isReportedMention),
  );
  if (candidates.length === 0) return { variants: [], diseaseOptions: [] };

  const mentionKeysByParagraph = new Map<number, Set<string>>();
  for (const c of candidates) {
    for (const m of c.mentions) {
      const set = mentionKeysByParagraph.get(m.paragraph.index) ?? new Set<string>();
      set.add(c.key);
      mentionKeysByParagraph.set(m.paragraph.index, set);
    }
  }

  const contexts = new Map<string, Context>();
  for (const c of candidates) {
    const units: Span[] = [];
    const owned: Paragraph[] = [];
    for (const m of c.mentions) {
      if (m.paragraph.section !== 'main') continue;
      const unit = unitAround(m.paragraph.text, m.index);
      if (NEGATED.test(unit.text)) continue;
      units.push(unit);
      if (
        mentionKeysByParagraph.get(m.paragraph.index)?.size === 1 &&
        !owned.includes(m.paragraph)
      ) {
        owned.push(m.paragraph);
      }
    }
    // an identifier-only paragraph right after a paragraph about one variant belongs to it
    for (const p of [...owned]) {
      const next = doc.paragraphs[p.index + 1];
      if (
        next &&
        next.section === 'main' &&
        !mentionKeysByParagraph.has(next.index) &&
        (findRsIds(next.text).length > 0 ||
          findClinVar(next.text).length > 0 ||
          /\blegacy\b/i.test(next.text))
      ) {
        owned.push(next);
      }
    }
    // paragraphs next to a mention with no other variant in them (OCR splits blocks into lines)
    const near: Paragraph[] = [];
    for (const m of c.mentions) {
      if (m.paragraph.section !== 'main' || !isReportedMention(m)) continue;
      for (const direction of [-1, 1]) {
        for (let step = 1; step <= 2; step++) {
          const p = doc.paragraphs[m.paragraph.index + direction * step];
          if (p?.section !== 'main') break;
          const keys = mentionKeysByParagraph.get(p.index);
          if (keys && !(keys.size === 1 && keys.has(c.key))) break;
          if (!owned.includes(p) && !near.includes(p)) near.push(p);
        }
      }
    }
    contexts.set(c.key, { units, owned, near });
  }

  const textsOf = (ctx: Context) => [
    ...ctx.units.map((u) => u.text),
    ...ctx.owned.map((p) => p.text),
  ];

  // genes first: later fields use them
  const genes = new Map<string, string[]>();
  for (const c of candidates) {
    const ctx = contexts.get(c.key) as Context;
    const fromPrefix = c.mentions
      .map((m) => (m.hgvs.parsed.gene ? dict.resolve(m.hgvs.parsed.gene) : undefined))
      .concat(
        c.mentions.map((m) =>
          m.hgvs.parsed.accession ? dict.geneForRefSeq(m.hgvs.parsed.accession) : undefined,
        ),
      )
      .filter((g): g is string => Boolean(g));
    let gene = fromPrefix[0];
    if (!gene) {
      for (const m of c.mentions) {
        if (m.paragraph.section !== 'main') continue;
        const unit = unitAround(m.paragraph.text, m.index);
        const inUnit = findGenes(unit.text, dict);
        gene = nearest(inUnit, m.index - unit.start);
        if (gene) break;
      }
    }
    if (!gene) {
      const inOwned = uniq(ctx.owned.flatMap((p) => findGenes(p.text, dict).map((f) => f.value)));
      if (inOwned.length === 1) gene = inOwned[0];
    }
    if (!gene) {
      for (const p of ctx.near) {
        const inNear = uniq(findGenes(p.text, dict).map((f) => f.value));
        if (inNear.length === 1) {
          gene = inNear[0];
          break;
        }
      }
    }
    if (!gene) {
      const viaRefSeq = uniq(
        textsOf(ctx).flatMap((t) => findRefSeq(t).map((f) => dict.geneForRefSeq(f.value))),
      ).filter((g): g is string => Boolean(g));
      if (viaRefSeq.length === 1) gene = viaRefSeq[0];
    }
    genes.set(c.key, gene ? [gene] : []);
  }

  const allGenes = new Set([...genes.values()].flat());
  const keysForGene = (g: string) =>
    candidates.filter((c) => genes.get(c.key)?.includes(g)).map((c) => c.key);

  // sentences about a variant's gene or the variant itself, and gene-neutral sentences of a
  // paragraph that concerns exactly one gene's variants
  const aboutSentences = new Map<string, string[]>();
  for (const c of candidates) aboutSentences.set(c.key, []);
  for (const p of main) {
    const sents = sentences(p.text);
    const keysInSentence = sents.map((s) => {
      const keys = new Set<string>();
      for (const h of findHgvs(s.text)) {
        const k = variantKey(h.value);
        for (const c of candidates)
          if (c.key === k || c.mentions.some((m) => m.key === k)) keys.add(c.key);
      }
      for (const g of findGenes(s.text, dict))
        if (allGenes.has(g.value)) for (const k of keysForGene(g.value)) keys.add(k);
      return keys;
    });
    const paragraphKeys = new Set(keysInSentence.flatMap((k) => [...k]));
    const paragraphGenes = new Set([...paragraphKeys].flatMap((k) => genes.get(k) ?? []));
    sents.forEach((s, i) => {
      const keys = keysInSentence[i] as Set<string>;
      const targets =
        keys.size > 0 ? keys : paragraphGenes.size === 1 ? paragraphKeys : new Set<string>();
      for (const k of targets) aboutSentences.get(k)?.push(s.text);
    });
  }

  const references = referenceList(
    doc.paragraphs
      .filter((p) => p.section === 'references' || /\bPMID\b/.test(p.text))
      .map((p) => p.text)
      .join('\n'),
  );
  const citedFor = new Map<string, number[]>();
  for (const c of candidates) {
    const ctx = contexts.get(c.key) as Context;
    citedFor.set(c.key, uniq(textsOf(ctx).flatMap(citedNumbers)));
  }
  const specific = new Set([...citedFor.values()].flat());
  const general = [...references.entries()]
    .filter(([n]) => !specific.has(n))
    .flatMap(([, ids]) => ids);
  const singleVariant = candidates.length === 1;

  const diseaseOptions = new Map<string, DiseaseOption>();
  const variants: Variant[] = candidates.map((c) => {
    const ctx = contexts.get(c.key) as Context;
    const texts = textsOf(ctx);
    const gene = genes.get(c.key) ?? [];
    const about = aboutSentences.get(c.key) ?? [];
    const nearTexts = ctx.near.map((p) => p.text);

    const refSeq = uniq([
      ...c.mentions.map((m) => m.hgvs.parsed.accession).filter((a): a is string => Boolean(a)),
      ...texts
        .flatMap((t) => findRefSeq(t).map((f) => f.value))
        .filter((a) => {
          const g = dict.geneForRefSeq(a);
          return g === undefined ? !/^N[MR]_/.test(a) || gene.length === 0 : gene.includes(g);
        }),
      ...doc.paragraphs
        .flatMap((p) => findRefSeq(p.text).map((f) => f.value))
        .filter((a) => {
          const g = dict.geneForRefSeq(a);
          return g !== undefined && gene.includes(g);
        }),
    ]);
    // when the text gives the versioned accession, the unversioned duplicate adds nothing
    const refSeqDistinct = refSeq.filter(
      (a) => a.includes('.') || !refSeq.some((b) => b.startsWith(`${a}.`)),
    );

    const orphanTexts = singleVariant ? main.map((p) => p.text) : [];
    const dbSNP = uniq([...texts, ...orphanTexts].flatMap((t) => findRsIds(t).map((f) => f.value)));
    const clinVar = uniq(
      [...texts, ...orphanTexts].flatMap((t) => findClinVar(t).map((f) => f.value)),
    );
    const omim = uniq([...texts, ...about].flatMap((t) => findOmim(t).map((f) => f.value)));
    const cited = (citedFor.get(c.key) ?? []).flatMap((n) => references.get(n) ?? []);
    const pmid = uniq([
      ...texts.flatMap((t) => findPmids(t).map((f) => f.value)),
      ...cited,
      ...general,
    ]);

    const legacy = uniq(
      texts.flatMap((t) =>
        findLegacyNames(t)
          .map((f) => f.value)
          .filter((name) => !c.mentions.some((m) => m.hgvs.full.includes(name))),
      ),
    );

    let classification: Classification | undefined;
    let zygosity: string | undefined;
    for (const m of c.mentions) {
      if (m.paragraph.section !== 'main') continue;
      const unit = unitAround(m.paragraph.text, m.index);
      const rel = m.index - unit.start;
      classification ??= nearest(findClassifications(unit.text), rel);
      zygosity ??= nearest(findZygosity(unit.text), rel);
    }
    for (const p of ctx.owned) {
      classification ??= findClassifications(p.text)[0]?.value;
      zygosity ??= findZygosity(p.text)[0]?.value;
    }
    for (const s of about) zygosity ??= findZygosity(s)[0]?.value;
    for (const p of ctx.near) {
      classification ??= findClassifications(p.text)[0]?.value;
      zygosity ??= findZygosity(p.text)[0]?.value;
    }

    const diseases: DiseaseMention[] = [];
    for (const t of [...texts, ...about, ...nearTexts]) {
      for (const d of findDiseases(t)) {
        if (d.abbreviation && dict.isSymbol(d.abbreviation)) delete d.abbreviation;
        // "BRCA2 (MIM *600185)" names a gene entry, not a disease
        if (/^[A-Z0-9-]+$/.test(d.name.toUpperCase()) && dict.isSymbol(d.name.toUpperCase()))
          continue;
        if (!diseases.some((x) => x.name.toLowerCase() === d.name.toLowerCase())) diseases.push(d);
      }
    }
    for (const d of diseases) {
      const label = diseaseLabel(d);
      if (!diseaseOptions.has(label.toLowerCase())) {
        diseaseOptions.set(label.toLowerCase(), {
          name: label,
          id: d.omim ? `OMIM:${d.omim}` : '',
          description: [
            d.synonyms.length ? `Also called ${d.synonyms.join('; ')}.` : '',
            gene.length ? `Named in the report for ${gene.join(', ')}.` : '',
          ]
            .filter(Boolean)
            .join(' '),
        });
      }
    }

    const ids = uniq([
      ...(c.dna ? [c.dna.description] : []),
      ...c.proteins.map((p) => p.description),
      ...legacy,
      ...clinVar,
    ]);
    const variant: Variant = {
      var: ids,
      gene,
      diseaseNames: uniq(diseases.map(diseaseLabel)),
      refSeq: refSeqDistinct,
      dbSNP,
      OMIM: omim,
      PMID: pmid,
    };
    if (classification) variant.classification = classification;
    if (zygosity) variant.zygosity = zygosity;
    return variant;
  });
  return { variants, diseaseOptions: [...diseaseOptions.values()] };
}
