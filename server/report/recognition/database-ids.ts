// Database identifiers: RefSeq accessions, dbSNP rs, ClinVar VCV/RCV and Variation IDs, OMIM
// numbers where the text marks them, PubMed ids.
import { all, type Found } from './found.ts';

export function findRefSeq(text: string): Found[] {
  return all(text, /\b((?:NM|NR|NP|NC|NG|XM|XR|XP)_\d{4,}(?:\.\d{1,3})?)\b/g, (m) => m[1]);
}

export function findRsIds(text: string): Found[] {
  return all(text, /\brs(\d{2,12})\b/gi, (m) => `rs${m[1]}`);
}

/** ClinVar's zero-padded accession for a Variation ID ("Variation ID: 642" = VCV000000642). */
export const vcvOf = (id: string) => `VCV${id.padStart(9, '0')}`;

export function findClinVar(text: string): Found[] {
  const accessions = all(text, /\b((?:VCV|RCV)\d{6,12}(?:\.\d+)?)\b/g, (m) =>
    m[1]?.replace(/\.\d+$/, ''),
  );
  const variationIds = all(
    text,
    /\b(?:ClinVar\s+)?Variation\s+ID\s*[:#]?\s*(\d{1,9})\b|\bClinVar(?:\s+ID)?\s*[:#]\s*(\d{1,9})\b/gi,
    (m) => vcvOf((m[1] ?? m[2]) as string),
  );
  return [...accessions, ...variationIds].sort((a, b) => a.index - b.index);
}

/** OMIM numbers only where the text marks them: "OMIM #219700", "MIM *602421", "MIM: 123456". */
export function findOmim(text: string): Found[] {
  const out = all(
    text,
    /\b(?:OMIM|MIM)(?:\s*(?:no\.?|number|entry|ID))?\s*[:#*%+^]?\s*[#*%+^]?\s*(\d{6})\b/g,
    (m) => m[1],
  );
  // continuation lists: "OMIM #219700, #602421"
  for (const f of [...out]) {
    const tail = text.slice(f.index + f.length, f.index + f.length + 40);
    for (const m of tail.matchAll(/^(?:\s*(?:,|and|;)\s*[#*%+^]?\s*(\d{6})\b)/g)) {
      if (m[1]) out.push({ value: m[1], index: f.index + f.length, length: m[0].length });
    }
  }
  return out;
}

/** "PMID: 2475911", and every id of a list "PMIDs: 2475911, 22047557 and 25741868". */
export function findPmids(text: string): Found[] {
  const out: Found[] = [];
  const head = /\b(?:PMIDs?|PubMed(?:\s*IDs?)?)\s*[:#]?\s*(\d{5,9})\b/gi;
  for (const m of text.matchAll(head)) {
    const index = m.index + m[0].length - (m[1] as string).length;
    out.push({ value: m[1] as string, index, length: (m[1] as string).length });
    let at = m.index + m[0].length;
    for (;;) {
      const next = /^\s*(?:,|;|and|&)\s*(?:PMID:?\s*)?(\d{5,9})\b/i.exec(text.slice(at, at + 40));
      if (!next) break;
      const id = next[1] as string;
      out.push({ value: id, index: at + next[0].length - id.length, length: id.length });
      at += next[0].length;
    }
  }
  return out;
}
