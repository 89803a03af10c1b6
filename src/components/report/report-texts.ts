import type { LISTED_CODE_PLACES, OTHER_FINDING_KINDS, UnreadableReason } from '@contract/report';
import { defineMessage, defineMessages } from '@i18n/message';

type ListedCodePlace = (typeof LISTED_CODE_PLACES)[number];
type OtherFindingKind = (typeof OTHER_FINDING_KINDS)[number];

/**
 * Every word the result view says about what a report concludes, how well it was read and what
 * it is (issue 23), as catalogue messages (docs/i18n.md).
 */
const unreadable = defineMessages({
  title: {
    id: 'report.unreadable.title',
    defaultMessage: 'We could not read your report clearly',
  },
  text: {
    id: 'report.unreadable.text',
    defaultMessage:
      'Your file is kept, but what we read from it is not reliable, so we cannot tell you what your report says. This does not mean that no variants were found.',
  },
  why: { id: 'report.unreadable.why', defaultMessage: 'Why:' },
  pagesTitle: { id: 'report.unreadable.pages', defaultMessage: 'Pages we could not read:' },
  retakeTitle: { id: 'report.unreadable.retake', defaultMessage: 'How to take a clearer photo' },
});

const retakeTips = [
  defineMessage({
    id: 'report.unreadable.tip.light',
    defaultMessage:
      'Lay the page flat, in good light, without a shadow or the glare of a lamp on it.',
  }),
  defineMessage({
    id: 'report.unreadable.tip.frame',
    defaultMessage:
      'Hold the phone straight above the page so the whole page fills the photo, all four corners inside.',
  }),
  defineMessage({
    id: 'report.unreadable.tip.focus',
    defaultMessage:
      'Hold still and tap the text on the screen so the camera focuses before you take the photo.',
  }),
  defineMessage({
    id: 'report.unreadable.tip.pdf',
    defaultMessage: 'If you have the report as a PDF file, upload that instead: it is read best.',
  }),
];

const partial = defineMessages({
  title: { id: 'report.partial.title', defaultMessage: 'Some pages could not be read clearly' },
  text: {
    id: 'report.partial.text',
    defaultMessage:
      'What is shown below comes from the other pages. Please check the pages listed against your report, or upload a clearer copy of them.',
  },
});

const reasons = defineMessages({
  blurred: { id: 'report.reason.blurred', defaultMessage: 'The photo is blurred.' },
  too_small: {
    id: 'report.reason.tooSmall',
    defaultMessage: 'The text is too small in the photo.',
  },
  too_dark: { id: 'report.reason.tooDark', defaultMessage: 'The photo is too dark.' },
  cut_off: { id: 'report.reason.cutOff', defaultMessage: 'Part of the page is cut off.' },
  unclear: { id: 'report.reason.unclear', defaultMessage: 'The text could not be made out.' },
}) satisfies Record<UnreadableReason, unknown>;

const reasonTips = defineMessages({
  blurred: {
    id: 'report.reasonTip.blurred',
    defaultMessage: 'Hold the phone still and let it focus on the text before you take the photo.',
  },
  too_small: {
    id: 'report.reasonTip.tooSmall',
    defaultMessage: 'Move closer, so the page fills the photo.',
  },
  too_dark: {
    id: 'report.reasonTip.tooDark',
    defaultMessage: 'Take the photo in daylight or under a bright lamp.',
  },
  cut_off: {
    id: 'report.reasonTip.cutOff',
    defaultMessage: 'Make sure the whole page, all four corners, is inside the photo.',
  },
  unclear: {
    id: 'report.reasonTip.unclear',
    defaultMessage: 'Take the photo again in good light, straight above the page.',
  },
}) satisfies Record<UnreadableReason, unknown>;

const pageReasons = defineMessages({
  blurred: { id: 'report.pageReason.blurred', defaultMessage: 'blurred' },
  too_small: { id: 'report.pageReason.tooSmall', defaultMessage: 'text too small' },
  too_dark: { id: 'report.pageReason.tooDark', defaultMessage: 'too dark' },
  cut_off: { id: 'report.pageReason.cutOff', defaultMessage: 'cut off' },
  unclear: { id: 'report.pageReason.unclear', defaultMessage: 'not clear' },
}) satisfies Record<UnreadableReason, unknown>;

const notReport = defineMessages({
  title: {
    id: 'report.notReport.title',
    defaultMessage: 'This does not look like a genetic test report',
  },
  text: {
    id: 'report.notReport.text',
    defaultMessage:
      'We did not find what a genetic test report holds (a test result, genes, a laboratory) in this file. If it is the wrong file, choose another one. If it is your report, you can keep it, and a genetic counselor will look at it with you.',
  },
  kept: {
    id: 'report.notReport.kept',
    defaultMessage: 'You chose to keep this file. A genetic counselor will look at it with you.',
  },
  chooseAnother: { id: 'report.notReport.chooseAnother', defaultMessage: 'Choose another file' },
  keep: { id: 'report.notReport.keep', defaultMessage: 'Keep this file anyway' },
});

const conclusion = defineMessages({
  page: {
    id: 'report.page',
    defaultMessage: 'Page {page} ({reason})',
    description: '{reason} is one of the page reasons ("blurred", "too dark").',
  },
  statement: {
    id: 'report.statement',
    defaultMessage: 'Your report says: “{statement}”',
    description: '{statement} is a sentence of the report, quoted as written.',
  },
  negativeTitle: { id: 'report.negative.title', defaultMessage: 'Your report found no variants' },
  negativeText: {
    id: 'report.negative.text',
    defaultMessage:
      'The report gives a negative result: the test did not find a variant that explains a condition it looked for.',
  },
  carrierTitle: {
    id: 'report.carrier.title',
    defaultMessage: 'Your report says you are a carrier',
  },
  carrierText: {
    id: 'report.carrier.text',
    defaultMessage: 'A carrier has a change in one of the two copies of a gene.',
  },
  carrierDisease: {
    id: 'report.carrier.disease',
    defaultMessage: 'Your report links it to {disease}.',
    description: '{disease} is the disease name as the report writes it.',
  },
  uncertainTitle: {
    id: 'report.uncertain.conclusionTitle',
    defaultMessage:
      '{count, plural, one {Your report found a variant of uncertain significance} other {Your report found variants of uncertain significance}}',
  },
  uncertainText: {
    id: 'report.uncertain.conclusionText',
    defaultMessage:
      'This means the laboratory does not yet know whether the change affects health. It is not a diagnosis; a genetic counselor can explain what it means for you.',
  },
  positiveTitle: {
    id: 'report.positive.title',
    defaultMessage: 'Your report gives a positive result',
  },
  positiveText: {
    id: 'report.positive.text',
    defaultMessage:
      'The report states a finding. The details are below; a genetic counselor will go through them with you.',
  },
  statedOnly: {
    id: 'report.statedOnly',
    defaultMessage:
      'We could not read the finding itself from your report. Please look at the report, or ask your genetic counselor.',
  },
});

const whyCodes = defineMessages({
  trigger: { id: 'report.whyCodes.trigger', defaultMessage: 'Why are codes listed?' },
  text: {
    id: 'report.whyCodes.text',
    defaultMessage:
      'Reports name genetic codes that are not your result: the variants a test looks for, the genes on the panel, examples in the description of the method. These codes were found in those places. They are not findings.',
  },
  elsewhere: { id: 'report.whyCodes.elsewhere', defaultMessage: 'Elsewhere in the text' },
});

const places = defineMessages({
  methods: {
    id: 'report.whyCodes.methods',
    defaultMessage: 'In the description of the test method',
  },
  gene_list: { id: 'report.whyCodes.geneList', defaultMessage: 'In the list of genes tested' },
  references: { id: 'report.whyCodes.references', defaultMessage: 'In the references' },
  example: { id: 'report.whyCodes.example', defaultMessage: 'As examples' },
  not_detected: { id: 'report.whyCodes.notDetected', defaultMessage: 'Named as not found' },
  tested_list: {
    id: 'report.whyCodes.testedList',
    defaultMessage: 'In the list of variants the test looks for',
  },
}) satisfies Record<ListedCodePlace, unknown>;

const variant = defineMessages({
  plainCarrier: {
    id: 'report.variant.plain.carrier',
    defaultMessage:
      '{count, plural, one {A change in one copy of the {genes} gene.} other {A change in one copy of the {genes} genes.}}',
  },
  plainCarrierNoGene: {
    id: 'report.variant.plain.carrierNoGene',
    defaultMessage: 'A change in one copy of a gene.',
  },
  inheritance: {
    id: 'report.variant.inheritance',
    defaultMessage: 'Inheritance: {inheritance}',
    description: '{inheritance} as the report writes it ("Autosomal recessive").',
  },
  carrierClassification: {
    id: 'report.variant.carrierClassification',
    defaultMessage:
      'The laboratory classifies the variant itself as {classification}. As a carrier, you have it in one copy.',
    description: '{classification} as the report writes it ("Pathogenic").',
  },
});

const pharmacogenomics = defineMessages({
  title: { id: 'report.pgx.title', defaultMessage: 'How your body may handle some medicines' },
  text: {
    id: 'report.pgx.text',
    defaultMessage:
      'Pharmacogenomic results: the gene, the pair of versions you have (the diplotype) and what the report says it means.',
  },
  caption: { id: 'report.pgx.caption', defaultMessage: 'Pharmacogenomic results' },
  gene: { id: 'report.pgx.gene', defaultMessage: 'Gene' },
  diplotype: { id: 'report.pgx.diplotype', defaultMessage: 'Diplotype' },
  phenotype: { id: 'report.pgx.phenotype', defaultMessage: 'What it means' },
  notStated: { id: 'report.pgx.notStated', defaultMessage: 'Not stated' },
});

const otherFindings = defineMessages({
  title: { id: 'report.other.title', defaultMessage: 'Other findings' },
  text: {
    id: 'report.other.text',
    defaultMessage: 'Changes your report states in another form than a single variant.',
  },
  gene: { id: 'report.other.gene', defaultMessage: 'Gene: {genes}' },
  classification: {
    id: 'report.other.classification',
    defaultMessage: 'Classification: {classification}',
  },
  zygosity: { id: 'report.other.zygosity', defaultMessage: 'Zygosity: {zygosity}' },
});

const kinds = defineMessages({
  internal_tandem_duplication: {
    id: 'report.other.kind.itd',
    defaultMessage: 'Internal tandem duplication',
  },
  exon_deletion: { id: 'report.other.kind.exonDeletion', defaultMessage: 'Deletion of exons' },
  exon_duplication: {
    id: 'report.other.kind.exonDuplication',
    defaultMessage: 'Duplication of exons',
  },
  gene_deletion: { id: 'report.other.kind.geneDeletion', defaultMessage: 'Deletion of a gene' },
  gene_duplication: {
    id: 'report.other.kind.geneDuplication',
    defaultMessage: 'Duplication of a gene',
  },
  amplification: {
    id: 'report.other.kind.amplification',
    defaultMessage: 'Amplification of a gene (many extra copies)',
  },
  fusion: { id: 'report.other.kind.fusion', defaultMessage: 'Gene fusion' },
}) satisfies Record<OtherFindingKind, unknown>;

const references = defineMessages({
  title: { id: 'report.references.title', defaultMessage: 'Articles your report cites' },
  text: {
    id: 'report.references.text',
    defaultMessage:
      'General references of the report (guidelines, methods), not about one of your variants.',
  },
  link: { id: 'report.references.link', defaultMessage: 'PubMed {id}' },
});

export const reportTexts = {
  unreadable,
  retakeTips,
  partial,
  reasons,
  reasonTips,
  pageReasons,
  notReport,
  conclusion,
  whyCodes,
  places,
  variant,
  pharmacogenomics,
  otherFindings,
  kinds,
  references,
} as const;
