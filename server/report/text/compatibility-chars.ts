// pdf.js's own set (`normalizeUnicode` in pdfjs-dist 5): ligatures, presentation forms and odd
// spaces that its text layer folds with NFKC. Both PDF readers fold the same set, so a report
// reads the same whichever reader the machine has.
const COMPATIBILITY =
  /([\u00a0\u00b5\u037e\u0eb3\u2000-\u200a\u202f\u2126\ufb00-\ufb04\ufb06\ufb20-\ufb36\ufb38-\ufb3c\ufb3e\ufb40-\ufb41\ufb43-\ufb44\ufb46-\ufba1\ufba4-\ufba9\ufbae-\ufbb1\ufbd3-\ufbdc\ufbde-\ufbe7\ufbea-\ufbf8\ufbfc-\ufbfd\ufc00-\ufc5d\ufc64-\ufcf1\ufcf5-\ufd3d\ufd88\ufdf4\ufdfa-\ufdfb\ufe71\ufe77\ufe79\ufe7b\ufe7d]+)|(\ufb05+)/gu;

/** Folds the characters pdf.js folds, the way it folds them (U+FB05 "ﬅ" becomes "ſt"). */
export function foldCompatibilityChars(text: string): string {
  if (!/[\u0080-\uffff]/.test(text)) return text;
  return text.replace(COMPATIBILITY, (_, run: string | undefined, longST: string | undefined) =>
    run ? run.normalize('NFKC') : 'ſt'.repeat(longST?.length ?? 0),
  );
}
