// Python's `random.Random(seed)` (MT19937, CPython's seeding, choice and random), so the
// corrupted-HGVS list is the same one the baseline protocol (build_hgvs_lists.py) produced.
const N = 624;
const M = 397;

export class PyRandom {
  private mt = new Uint32Array(N);
  private index = N + 1;

  constructor(seed: number) {
    this.seedByArray(wordsOf(seed));
  }

  private initGenrand(s: number): void {
    this.mt[0] = s >>> 0;
    for (let i = 1; i < N; i++) {
      const prev = this.mt[i - 1] as number;
      this.mt[i] = (Math.imul(1812433253, prev ^ (prev >>> 30)) + i) >>> 0;
    }
    this.index = N;
  }

  private seedByArray(key: number[]): void {
    this.initGenrand(19650218);
    const mt = this.mt;
    let i = 1;
    let j = 0;
    for (let k = Math.max(N, key.length); k > 0; k--) {
      const prev = mt[i - 1] as number;
      mt[i] =
        ((mt[i] as number) ^ Math.imul(prev ^ (prev >>> 30), 1664525)) + (key[j] as number) + j;
      i++;
      j++;
      if (i >= N) {
        mt[0] = mt[N - 1] as number;
        i = 1;
      }
      if (j >= key.length) j = 0;
    }
    for (let k = N - 1; k > 0; k--) {
      const prev = mt[i - 1] as number;
      mt[i] = ((mt[i] as number) ^ Math.imul(prev ^ (prev >>> 30), 1566083941)) - i;
      i++;
      if (i >= N) {
        mt[0] = mt[N - 1] as number;
        i = 1;
      }
    }
    mt[0] = 0x80000000;
  }

  private twist(): void {
    const mt = this.mt;
    for (let k = 0; k < N; k++) {
      const y = ((mt[k] as number) & 0x80000000) | ((mt[(k + 1) % N] as number) & 0x7fffffff);
      mt[k] = (mt[(k + M) % N] as number) ^ (y >>> 1) ^ (y & 1 ? 0x9908b0df : 0);
    }
    this.index = 0;
  }

  uint32(): number {
    if (this.index >= N) this.twist();
    let y = this.mt[this.index++] as number;
    y ^= y >>> 11;
    y ^= (y << 7) & 0x9d2c5680;
    y ^= (y << 15) & 0xefc60000;
    y ^= y >>> 18;
    return y >>> 0;
  }

  /** random.random(): 53-bit float in [0, 1). */
  random(): number {
    const a = this.uint32() >>> 5;
    const b = this.uint32() >>> 6;
    return (a * 67108864 + b) / 9007199254740992;
  }

  private belowN(n: number): number {
    const k = n.toString(2).length;
    if (k > 32) throw new Error('PyRandom: ranges above 2^32 are not needed here');
    let r = this.uint32() >>> (32 - k);
    while (r >= n) r = this.uint32() >>> (32 - k);
    return r;
  }

  choice<T>(seq: readonly T[] | string): T {
    if (seq.length === 0) throw new Error('choice from an empty sequence');
    return seq[this.belowN(seq.length)] as T;
  }
}

function wordsOf(seed: number): number[] {
  let rest = Math.abs(Math.trunc(seed));
  const words: number[] = [];
  do {
    words.push(rest % 0x100000000);
    rest = Math.floor(rest / 0x100000000);
  } while (rest > 0);
  return words;
}
