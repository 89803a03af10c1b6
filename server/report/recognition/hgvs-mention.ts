import type { ParsedHgvs } from '../hgvs.ts';

export interface HgvsMention {
  /** As written, without the accession/gene prefix: "c.1521_1523delCTT". */
  description: string;
  /** With the prefix when the text had one: "NM_000059.4:c.5946del". */
  full: string;
  parsed: ParsedHgvs;
}
