import type { AllelicState } from '../../../contract/report-findings.ts';

/** The ontologies and code systems a phenopacket names (`metaData.resources`). */
export interface Resource {
  id: string;
  name: string;
  url: string;
  version: string;
  namespacePrefix: string;
  iriPrefix: string;
}

export const hpoResource = (release: string): Resource => ({
  id: 'hp',
  name: 'human phenotype ontology',
  url: 'http://purl.obolibrary.org/obo/hp.owl',
  version: release,
  namespacePrefix: 'HP',
  iriPrefix: 'http://purl.obolibrary.org/obo/HP_',
});

export const genoResource: Resource = {
  id: 'geno',
  name: 'Genotype Ontology',
  url: 'http://purl.obolibrary.org/obo/geno.owl',
  version: '2023-10-08',
  namespacePrefix: 'GENO',
  iriPrefix: 'http://purl.obolibrary.org/obo/GENO_',
};

export const omimResource: Resource = {
  id: 'omim',
  name: 'Online Mendelian Inheritance in Man',
  url: 'https://www.omim.org',
  version: 'as cited by the report',
  namespacePrefix: 'OMIM',
  iriPrefix: 'https://www.omim.org/entry/',
};

export const mondoResource: Resource = {
  id: 'mondo',
  name: 'Mondo Disease Ontology',
  url: 'http://purl.obolibrary.org/obo/mondo.owl',
  version: '2024-01-03',
  namespacePrefix: 'MONDO',
  iriPrefix: 'http://purl.obolibrary.org/obo/MONDO_',
};

export const taxonomyResource: Resource = {
  id: 'ncbitaxon',
  name: 'NCBI organismal classification',
  url: 'http://purl.obolibrary.org/obo/ncbitaxon.owl',
  version: '2023-06-20',
  namespacePrefix: 'NCBITaxon',
  iriPrefix: 'http://purl.obolibrary.org/obo/NCBITaxon_',
};

/** GENO's allelic states. */
export const allelicStates: Record<AllelicState, { id: string; label: string }> = {
  heterozygous: { id: 'GENO:0000135', label: 'heterozygous' },
  homozygous: { id: 'GENO:0000136', label: 'homozygous' },
  hemizygous: { id: 'GENO:0000134', label: 'hemizygous' },
  heteroplasmic: { id: 'GENO:0000603', label: 'heteroplasmic' },
  homoplasmic: { id: 'GENO:0000602', label: 'homoplasmic' },
};

/** Mondo's root class, for variants whose report names no disease with an identifier. */
export const unspecifiedDisease = { id: 'MONDO:0000001', label: 'disease' };
