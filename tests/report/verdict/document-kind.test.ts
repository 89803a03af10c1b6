import { describe, expect, it } from 'vitest';
import { geneticTermCount } from '../../../server/report/assembly/document-kind.ts';
import { fromText } from '../../../server/report/extract-in-process.ts';

describe('whether the document is a genetic test report', () => {
  it('is not for a recipe, an invoice or a blood count, and states nothing from them', () => {
    const invoice = fromText(
      [
        'INVOICE   Invoice no. c.123   Customer ID: p.4471',
        'Item   Description   Qty   Amount',
        'c.2231   Copy paper   4   $170.00',
        'Total due   $672.02',
      ].join('\n'),
    );
    expect(invoice.is_genetic_report).toBe(false);
    expect(invoice.variants).toEqual([]);
    expect(invoice.variant_like).toEqual([]);
    expect(invoice.listed_codes).toEqual([]);
    const cbc = fromText(
      'Complete Blood Count\nHemoglobin   12.9   g/dL\nPlatelets   233   10^3/uL\nHematocrit   38.6   %',
    );
    expect(cbc.is_genetic_report).toBe(false);
    const recipe = fromText(
      'Banana bread\n1 1/2 c. flour, 3 ripe bananas, 1 egg. Bake 60 minutes.',
    );
    expect(recipe.is_genetic_report).toBe(false);
  });

  it('is for a report that uses the words of genetic testing, or states a finding in a gene', () => {
    expect(
      fromText('RESULT: NEGATIVE. No pathogenic variants were found in the genes sequenced.')
        .is_genetic_report,
    ).toBe(true);
    expect(fromText('TP53   c.818G>A   p.(Arg273His)   VAF 45%').is_genetic_report).toBe(true);
    expect(geneticTermCount('Hemoglobin 12.9 g/dL, platelets 233, white cells 6.8')).toBe(0);
  });
});
