#!/usr/bin/env bash
# Copies the GA4GH Phenopacket v2 JSON Schemas the export tests validate against from the shared
# yardstick (../shared/yardsticks/phenopacket-schema, from phenopackets/phenopacket-tools) into
# tests/server/export/phenopacket-schema, with their licence (GPL-3.0, which permits copying them
# unchanged with the licence; they are test data, never part of the product).
# Run from the repository root: bash scripts/copy-phenopacket-schemas.sh
set -euo pipefail
source_dir="${1:-../shared/yardsticks/phenopacket-schema}"
target_dir="tests/server/export/phenopacket-schema"
mkdir -p "$target_dir/v2"
cp "$source_dir/LICENSE" "$target_dir/LICENSE"
cp "$source_dir/vrsatile.json" "$source_dir/vrs-variation-adapter.json" "$target_dir/"
for schema in phenopacket-schema base individual phenotypic-feature measurement biosample \
  interpretation disease medical-action meta-data; do
  cp "$source_dir/v2/$schema.json" "$target_dir/v2/$schema.json"
done
echo "copied $(find "$target_dir" -name '*.json' | wc -l) schemas and LICENSE to $target_dir"
