import type { Reading } from './query-plan.ts';
import { NameKind, type SearchIndex } from './search-index.ts';

/** A term found, with the published name through which it matched best. */
export interface RankedTerm {
  term: number;
  name: number;
  score: number;
}

/** Above any partial match: every word of the query and of the name matched as typed or as an aid. */
const EXACT_BONUS = 1;
/** Every word matched both ways, some through a typing error or a completion. */
const COMPLETE_BONUS = 0.5;
const EXACT_QUALITY = 0.9;
/** Below this (a related word form), a match is loose even when it covers every word. */
const COMPLETE_QUALITY = 0.75;
const PLAIN_WORDS_BONUS = 0.01;
const ORDER_BONUS = 0.02;
/**
 * Per doubling of the names that contain a term's label (search-index.ts, termBreadth), up to
 * 32 of them, so hubs ("Abnormality of the foot") do not outrank what the patient typed.
 */
const BREADTH_BONUS = 0.03;
const BREADTH_CAP = 5;
/** Per plain-language synonym a term has (up to five): HPO wrote those for the common ones. */
const PLAIN_TERM_BONUS = 0.02;
const MOST_PRIOR = BREADTH_BONUS * BREADTH_CAP + PLAIN_TERM_BONUS * 5;

/**
 * The most a name can score when it holds stems of slots worth `share` of the query: a name
 * that misses a slot can get no bonus for covering everything.
 */
const mostFor = (share: number, all: boolean) =>
  share * share * (1 + MOST_PRIOR) + PLAIN_WORDS_BONUS + ORDER_BONUS + (all ? EXACT_BONUS : 0);

/**
 * Scratch space reused by every search of one index (searches run one at a time on the
 * server's thread): which names a reading touched, and each stem's best quality per slot.
 */
interface Scratch {
  seen: Int32Array;
  /** Which slots each touched name holds a stem of (bit per slot). */
  slotsOf: Int32Array;
  epoch: number;
  search: number;
  /** The best terms so far in this search, best first (at most `limit`): the bar to beat. */
  leaders: { term: number; score: number }[];
  slotQuality: Float32Array[];
  termScore: Float32Array;
  termName: Int32Array;
  termSeen: Int32Array;
}

const MAX_SLOTS = 12;
const scratches = new WeakMap<SearchIndex, Scratch>();

function scratchOf(index: SearchIndex): Scratch {
  let scratch = scratches.get(index);
  if (!scratch) {
    scratch = {
      seen: new Int32Array(index.nameTerm.length),
      slotsOf: new Int32Array(index.nameTerm.length),
      epoch: 0,
      search: 0,
      leaders: [],
      slotQuality: Array.from({ length: MAX_SLOTS }, () => new Float32Array(index.stems.length)),
      termScore: new Float32Array(index.terms.ids.length),
      termName: new Int32Array(index.terms.ids.length),
      termSeen: new Int32Array(index.terms.ids.length),
    };
    scratches.set(index, scratch);
  }
  return scratch;
}

/** How well one name answers one reading: the share of the query it covers, and of itself. */
function scoreName(index: SearchIndex, reading: Reading, scratch: Scratch, name: number): number {
  const start = index.nameStart[name] as number;
  const end = index.nameStart[name + 1] as number;
  let covered = 0;
  let total = 0;
  let exact = true;
  let complete = true;
  let inOrder = true;
  let lastPosition = -1;
  for (let s = 0; s < reading.length; s += 1) {
    const qualities = scratch.slotQuality[s] as Float32Array;
    let best = 0;
    let position = -1;
    for (let k = start; k < end; k += 1) {
      const quality = qualities[index.nameStems[k] as number] as number;
      if (quality > best) {
        best = quality;
        position = k;
      }
    }
    const weight = (reading[s] as { weight: number }).weight;
    covered += weight * best;
    total += weight;
    if (best < COMPLETE_QUALITY) complete = false;
    if (best < EXACT_QUALITY) exact = false;
    if (position >= 0) {
      if (position < lastPosition) inOrder = false;
      lastPosition = position;
    }
  }
  let matchedWeight = 0;
  for (let k = start; k < end; k += 1) {
    const stem = index.nameStems[k] as number;
    let best = 0;
    for (let s = 0; s < reading.length; s += 1) {
      const quality = (scratch.slotQuality[s] as Float32Array)[stem] as number;
      if (quality > best) best = quality;
    }
    if (best < COMPLETE_QUALITY) complete = false;
    if (best < EXACT_QUALITY) exact = false;
    matchedWeight += (index.idf[stem] as number) * best;
  }
  const queryShare = covered / total;
  const nameShare = matchedWeight / (index.nameWeight[name] as number);
  let score = queryShare * queryShare * (0.35 + 0.65 * nameShare);
  if (complete) score += exact ? EXACT_BONUS : COMPLETE_BONUS;
  if (index.nameKind[name] === NameKind.PlainSynonym) score += PLAIN_WORDS_BONUS;
  if (inOrder && reading.length > 1) score += ORDER_BONUS;
  const term = index.nameTerm[name] as number;
  const prior =
    BREADTH_BONUS * Math.min(BREADTH_CAP, index.termBreadth[term] as number) +
    PLAIN_TERM_BONUS * Math.min(5, index.terms.laySynonyms[term]?.length ?? 0);
  // Priors only separate terms that answer the query about equally well.
  return score + prior * queryShare * queryShare;
}

/** Records a term's new best score and keeps the leaders (best `limit` terms) in order. */
function recordTerm(scratch: Scratch, term: number, name: number, score: number, limit: number) {
  if (score <= (scratch.termScore[term] as number)) return;
  scratch.termScore[term] = score;
  scratch.termName[term] = name;
  const { leaders } = scratch;
  const at = leaders.findIndex((leader) => leader.term === term);
  if (at >= 0) leaders.splice(at, 1);
  else if (leaders.length === limit && score <= (leaders[limit - 1]?.score ?? 0)) return;
  let position = leaders.length;
  while (position > 0 && (leaders[position - 1]?.score ?? 0) < score) position -= 1;
  leaders.splice(position, 0, { term, score });
  if (leaders.length > limit) leaders.pop();
}

/**
 * Scores the names a reading touches, grouped by which of its words they hold, the most
 * promising groups first; a group that cannot beat the current best `limit` terms is skipped
 * (the short beginnings of a word being typed touch thousands of names).
 */
function rankReading(
  index: SearchIndex,
  reading: Reading,
  scratch: Scratch,
  touched: number[],
  limit: number,
) {
  scratch.epoch += 1;
  const epoch = scratch.epoch;
  const slots = reading.slice(0, MAX_SLOTS);
  const groups = new Map<number, number[]>();
  slots.forEach((slot, s) => {
    const qualities = scratch.slotQuality[s] as Float32Array;
    for (const [stem, quality] of slot.stems) {
      qualities[stem] = quality;
      const postings = index.postings[stem] as Int32Array;
      for (let p = 0; p < postings.length; p += 1) {
        const name = postings[p] as number;
        if (scratch.seen[name] !== epoch) {
          scratch.seen[name] = epoch;
          scratch.slotsOf[name] = 0;
        }
        scratch.slotsOf[name] = (scratch.slotsOf[name] as number) | (1 << s);
      }
    }
  });
  // Second pass over the same postings, now that each name knows all the slots it holds.
  for (const slot of slots) {
    for (const stem of slot.stems.keys()) {
      const postings = index.postings[stem] as Int32Array;
      for (let p = 0; p < postings.length; p += 1) {
        const name = postings[p] as number;
        if (scratch.seen[name] !== epoch) continue;
        scratch.seen[name] = epoch - 1; // grouped once
        const mask = scratch.slotsOf[name] as number;
        const group = groups.get(mask);
        if (group) group.push(name);
        else groups.set(mask, [name]);
      }
    }
  }
  const total = slots.reduce((sum, slot) => sum + slot.weight, 0);
  const every = (1 << slots.length) - 1;
  const ranked = [...groups.keys()]
    .map((mask) => {
      const share = slots.reduce((sum, slot, s) => sum + (mask & (1 << s) ? slot.weight : 0), 0);
      return { mask, most: mostFor(share / total, mask === every) };
    })
    .sort((a, b) => b.most - a.most);
  for (const { mask, most } of ranked) {
    const bar = scratch.leaders.length === limit ? (scratch.leaders[limit - 1]?.score ?? 0) : -1;
    if (most < bar - 1e-6) break;
    for (const name of groups.get(mask) ?? []) {
      const term = index.nameTerm[name] as number;
      if (scratch.termSeen[term] !== scratch.search) {
        scratch.termSeen[term] = scratch.search;
        scratch.termScore[term] = -1;
        touched.push(term);
      }
      recordTerm(scratch, term, name, scoreName(index, slots, scratch, name), limit);
    }
  }
  slots.forEach((slot, s) => {
    const qualities = scratch.slotQuality[s] as Float32Array;
    for (const stem of slot.stems.keys()) qualities[stem] = 0;
  });
}

/** Ties go to the term with more plain-language synonyms, then to the older (lower) id. */
function before(index: SearchIndex, scratch: Scratch, a: number, b: number): boolean {
  const difference = (scratch.termScore[a] as number) - (scratch.termScore[b] as number);
  if (Math.abs(difference) > 1e-6) return difference > 0;
  const plain =
    (index.terms.laySynonyms[a]?.length ?? 0) - (index.terms.laySynonyms[b]?.length ?? 0);
  return plain !== 0 ? plain > 0 : a < b;
}

/** The best `limit` terms of all readings, best first. */
export function rankTerms(index: SearchIndex, readings: Reading[], limit: number): RankedTerm[] {
  const scratch = scratchOf(index);
  scratch.search += 1;
  scratch.leaders = [];
  const touched: number[] = [];
  for (const reading of readings) rankReading(index, reading, scratch, touched, limit);
  const best: number[] = [];
  for (const term of touched) {
    if (best.length === limit && !before(index, scratch, term, best[limit - 1] as number)) continue;
    let at = best.length;
    while (at > 0 && before(index, scratch, term, best[at - 1] as number)) at -= 1;
    best.splice(at, 0, term);
    if (best.length > limit) best.pop();
  }
  return best.map((term) => ({
    term,
    name: scratch.termName[term] as number,
    score: scratch.termScore[term] as number,
  }));
}
