import type { LISTED_CODE_PLACES, OTHER_FINDING_KINDS, UnreadableReason } from '@contract/report';

type ListedCodePlace = (typeof LISTED_CODE_PLACES)[number];
type OtherFindingKind = (typeof OTHER_FINDING_KINDS)[number];

/**
 * Every word the result view says about what a report concludes, how well it was read and what
 * it is (issue 23), in one place for the message catalogue.
 */
export const reportTexts = {
  unreadable: {
    title: 'We could not read your report clearly',
    text: 'Your file is kept, but what we read from it is not reliable, so we cannot tell you what your report says. This does not mean that no variants were found.',
    why: 'Why:',
    pagesTitle: 'Pages we could not read:',
    retakeTitle: 'How to take a clearer photo',
    retakeTips: [
      'Lay the page flat, in good light, without a shadow or the glare of a lamp on it.',
      'Hold the phone straight above the page so the whole page fills the photo, all four corners inside.',
      'Hold still and tap the text on the screen so the camera focuses before you take the photo.',
      'If you have the report as a PDF file, upload that instead: it is read best.',
    ],
  },
  partial: {
    title: 'Some pages could not be read clearly',
    text: 'What is shown below comes from the other pages. Please check the pages listed against your report, or upload a clearer copy of them.',
  },
  reasons: {
    blurred: 'The photo is blurred.',
    too_small: 'The text is too small in the photo.',
    too_dark: 'The photo is too dark.',
    cut_off: 'Part of the page is cut off.',
    unclear: 'The text could not be made out.',
  } satisfies Record<UnreadableReason, string>,
  reasonTips: {
    blurred: 'Hold the phone still and let it focus on the text before you take the photo.',
    too_small: 'Move closer, so the page fills the photo.',
    too_dark: 'Take the photo in daylight or under a bright lamp.',
    cut_off: 'Make sure the whole page, all four corners, is inside the photo.',
    unclear: 'Take the photo again in good light, straight above the page.',
  } satisfies Record<UnreadableReason, string>,
  pageReasons: {
    blurred: 'blurred',
    too_small: 'text too small',
    too_dark: 'too dark',
    cut_off: 'cut off',
    unclear: 'not clear',
  } satisfies Record<UnreadableReason, string>,
  page: (page: number, reason: string) => `Page ${page} (${reason})`,
  notReport: {
    title: 'This does not look like a genetic test report',
    text: 'We did not find what a genetic test report holds (a test result, genes, a laboratory) in this file. If it is the wrong file, choose another one. If it is your report, you can keep it, and a genetic counselor will look at it with you.',
    kept: 'You chose to keep this file. A genetic counselor will look at it with you.',
    chooseAnother: 'Choose another file',
    keep: 'Keep this file anyway',
  },
  statement: (statement: string) => `Your report says: “${statement}”`,
  negative: {
    title: 'Your report found no variants',
    text: 'The report gives a negative result: the test did not find a variant that explains a condition it looked for.',
  },
  carrier: {
    title: 'Your report says you are a carrier',
    text: 'A carrier has a change in one of the two copies of a gene.',
    ofDisease: (disease: string) => `Your report links it to ${disease}.`,
  },
  uncertain: {
    title: (count: number) =>
      count === 1
        ? 'Your report found a variant of uncertain significance'
        : 'Your report found variants of uncertain significance',
    text: 'This means the laboratory does not yet know whether the change affects health. It is not a diagnosis; a genetic counselor can explain what it means for you.',
  },
  positive: {
    title: 'Your report gives a positive result',
    text: 'The report states a finding. The details are below; a genetic counselor will go through them with you.',
  },
  statedOnly:
    'We could not read the finding itself from your report. Please look at the report, or ask your genetic counselor.',
  whyCodes: {
    trigger: 'Why are codes listed?',
    text: 'Reports name genetic codes that are not your result: the variants a test looks for, the genes on the panel, examples in the description of the method. These codes were found in those places. They are not findings.',
    places: {
      methods: 'In the description of the test method',
      gene_list: 'In the list of genes tested',
      references: 'In the references',
      example: 'As examples',
      not_detected: 'Named as not found',
      tested_list: 'In the list of variants the test looks for',
    } satisfies Record<ListedCodePlace, string>,
    elsewhere: 'Elsewhere in the text',
  },
  variant: {
    plainCarrier: (genes: string[]) =>
      genes.length > 0
        ? `A change in one copy of the ${genes.join(', ')} gene${genes.length > 1 ? 's' : ''}.`
        : 'A change in one copy of a gene.',
    inheritance: (inheritance: string) => `Inheritance: ${inheritance}`,
    carrierClassification: (classification: string) =>
      `The laboratory classifies the variant itself as ${classification}. As a carrier, you have it in one copy.`,
  },
  pharmacogenomics: {
    title: 'How your body may handle some medicines',
    text: 'Pharmacogenomic results: the gene, the pair of versions you have (the diplotype) and what the report says it means.',
    caption: 'Pharmacogenomic results',
    gene: 'Gene',
    diplotype: 'Diplotype',
    phenotype: 'What it means',
    notStated: 'Not stated',
  },
  otherFindings: {
    title: 'Other findings',
    text: 'Changes your report states in another form than a single variant.',
    kinds: {
      internal_tandem_duplication: 'Internal tandem duplication',
      exon_deletion: 'Deletion of exons',
      exon_duplication: 'Duplication of exons',
      gene_deletion: 'Deletion of a gene',
      gene_duplication: 'Duplication of a gene',
      fusion: 'Gene fusion',
    } satisfies Record<OtherFindingKind, string>,
    gene: (genes: string[]) => `Gene: ${genes.join(', ')}`,
    classification: (classification: string) => `Classification: ${classification}`,
    zygosity: (zygosity: string) => `Zygosity: ${zygosity}`,
  },
  references: {
    title: 'Articles your report cites',
    text: 'General references of the report (guidelines, methods), not about one of your variants.',
    link: (id: string) => `PubMed ${id}`,
  },
  found: {
    otherCount: (count: number) =>
      `${count} ${count === 1 ? 'other finding' : 'other findings'} found in your report`,
  },
} as const;
