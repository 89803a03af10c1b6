import type { ReactNode } from 'react';

/**
 * Text that reads left to right whatever the page's direction: a variant (HGVS), a gene, an HPO
 * id, an email, a phone number, a file name. Isolated (`<bdi>`), so in an Arabic sentence it
 * keeps its order ("c.1521_1523delCTT", not "CTTc.1521_1523del") and does not reorder the words
 * around it. `lang` names the language of words copied from an English report.
 */
export function Ltr({ children, lang }: { children: ReactNode; lang?: string }) {
  return (
    <bdi dir="ltr" lang={lang}>
      {children}
    </bdi>
  );
}
