// The public mutation corpora as one list of documents with gold mention spans, as
// reference-scripts/prep_corpora.py builds them (same categories, same offset repair).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { corporaDir } from './paths.ts';

export type Category = 'hgvs' | 'rsid' | 'legacy' | 'natural';

export interface GoldMention {
  begin: number;
  end: number;
  text: string;
  type: string;
  category: Category;
}

export interface CorpusDoc {
  corpus: 'tmVar1' | 'tmVar1-train' | 'SETH' | 'tmVar2norm' | 'Variome120';
  docId: string;
  split: 'test' | 'train' | 'all';
  text: string;
  mentions: GoldMention[];
}

const HGVS_RE = /^(?:[A-Z]{2}_\d+(?:\.\d+)?(?:\([^)]*\))?:)?[cgmnrp]\./i;
const RS_RE = /^rs\s?\d+$/i;
const NL_WORDS =
  /\b(to|substitution|transition|transversion|change|changes|at|position|codon|nucleotide|deletion|insertion|duplication|polymorphism|in|of|promoter|bp|replac\w*|stop|mutation|variant|allele|exon|intron|residue|amino|acid|base|frameshift|truncat\w*)\b/i;

/** Which kind of notation a gold mention is written in (the baseline's rule). */
export function category(text: string): Category {
  const t = text.trim();
  if (RS_RE.test(t)) return 'rsid';
  if (HGVS_RE.test(t)) return 'hgvs';
  if (NL_WORDS.test(t)) return 'natural';
  return 'legacy';
}

interface RawEntity {
  begin: number;
  end: number;
  text: string;
  type: string;
}

function withMentions(
  base: Omit<CorpusDoc, 'mentions'>,
  entities: RawEntity[],
  problems: string[],
): CorpusDoc {
  const mentions: GoldMention[] = [];
  for (const e of entities) {
    let { begin, end } = e;
    if (base.text.slice(begin, end) !== e.text) {
      const k = base.text.indexOf(e.text, Math.max(0, begin - 5));
      if (k < 0 || Math.abs(k - begin) > 5) {
        problems.push(`${base.corpus} ${base.docId}: ${JSON.stringify(e.text)} not at its offset`);
        continue;
      }
      begin = k;
      end = k + e.text.length;
    }
    mentions.push({ begin, end, text: e.text, type: e.type, category: category(e.text) });
  }
  return { ...base, mentions };
}

/** Python's text mode: "\r\n" and a lone "\r" both read as "\n" (offsets assume this). */
const readText = (file: string) => readFileSync(file, 'utf8').replace(/\r\n?/g, '\n');

function pubtator(file: string, corpus: CorpusDoc['corpus'], split: CorpusDoc['split']) {
  const problems: string[] = [];
  const docs: CorpusDoc[] = [];
  for (const block of readText(file).trim().split('\n\n')) {
    let title = '';
    let abstract = '';
    let docId = '';
    const entities: RawEntity[] = [];
    for (const line of block.split('\n').filter((l) => l.trim())) {
      if (line.slice(0, 20).includes('|t|')) [docId, , title] = splitTwice(line);
      else if (line.slice(0, 20).includes('|a|')) [docId, , abstract] = splitTwice(line);
      else {
        const p = line.split('\t');
        if (p.length >= 5)
          entities.push({
            begin: Number(p[1]),
            end: Number(p[2]),
            text: p[3] as string,
            type: p[4] as string,
          });
      }
    }
    docs.push(
      withMentions({ corpus, docId, split, text: `${title}\n${abstract}` }, entities, problems),
    );
  }
  return { docs, problems };
}

function splitTwice(line: string): [string, string, string] {
  const a = line.indexOf('|');
  const b = line.indexOf('|', a + 1);
  return [line.slice(0, a), line.slice(a + 1, b), line.slice(b + 1)];
}

function seth() {
  const problems: string[] = [];
  const testIds = new Set<string>();
  const testFile = path.join(corporaDir, 'mutationCorpora/SETH-test.json');
  if (existsSync(testFile)) {
    const js = JSON.parse(readFileSync(testFile, 'utf8')) as {
      documents: { document: { ID: string } }[];
    };
    for (const d of js.documents) testIds.add(d.document.ID);
  }
  const annDir = path.join(corporaDir, 'SETH/annotations');
  const annFiles = new Set(readdirSync(annDir));
  const docs: CorpusDoc[] = [];
  for (const line of readText(path.join(corporaDir, 'SETH/corpus.txt')).split('\n')) {
    if (!line) continue;
    const tab = line.indexOf('\t');
    const docId = line.slice(0, tab);
    const text = line.slice(tab + 1);
    const entities: RawEntity[] = [];
    if (annFiles.has(`${docId}.ann`)) {
      for (const l of readText(path.join(annDir, `${docId}.ann`)).split('\n')) {
        const f = l.split('\t');
        if (f.length < 3 || !f[0]?.startsWith('T')) continue;
        const [type, b, e] = (f[1] as string).split(' ');
        if (type !== 'SNP') continue;
        entities.push({ begin: Number(b), end: Number(e), text: f[2] as string, type });
      }
    }
    const split = testIds.has(docId) ? 'test' : 'train';
    docs.push(withMentions({ corpus: 'SETH', docId, split, text }, entities, problems));
  }
  return { docs, problems };
}

interface JsonEntity extends RawEntity {
  dbSNP?: number;
}

function erechtheus(name: string, corpus: CorpusDoc['corpus'], keep: Set<string>) {
  const problems: string[] = [];
  const js = JSON.parse(readFileSync(path.join(corporaDir, 'mutationCorpora', name), 'utf8')) as {
    documents: { document: { ID: string; text: string; entities: JsonEntity[] } }[];
  };
  const docs = js.documents.map(({ document: d }) =>
    withMentions(
      { corpus, docId: d.ID, split: 'all', text: d.text },
      d.entities.filter((e) => keep.has(e.type)),
      problems,
    ),
  );
  return { docs, problems };
}

/** tmVar 1 test and train, SETH (test split marked), tmVar 2 normalisation corpus, Variome120. */
export function loadCorpora(): { docs: CorpusDoc[]; problems: string[] } {
  const parts = [
    pubtator(path.join(corporaDir, 'tmVar1-test.PubTator.txt'), 'tmVar1', 'test'),
    pubtator(path.join(corporaDir, 'tmVar1-train.PubTator.txt'), 'tmVar1-train', 'train'),
    erechtheus('tmvarnorm.json', 'tmVar2norm', new Set(['ProteinMutation', 'DNAMutation', 'SNP'])),
    seth(),
    erechtheus('Variome120-test.json', 'Variome120', new Set(['mutation'])),
  ];
  return { docs: parts.flatMap((p) => p.docs), problems: parts.flatMap((p) => p.problems) };
}
