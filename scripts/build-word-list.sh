#!/usr/bin/env bash
# Writes server/report/data/words.txt.gz: the lower-case English words of the OCR model's own
# dictionary (the word DAWG inside @tesseract.js-data/eng's eng.traineddata), one a line. The
# reading check (server/report/reading/) counts how many OCR words are real words. Needs
# tesseract's training tools (Debian: tesseract-ocr, which ships combine_tessdata and
# dawg2wordlist); CI does not run it, the file is committed.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
model="$root/node_modules/@tesseract.js-data/eng/4.0.0_best_int/eng.traineddata.gz"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
gunzip -c "$model" > "$work/eng.traineddata"
combine_tessdata -u "$work/eng.traineddata" "$work/eng." > /dev/null 2>&1
dawg2wordlist "$work/eng.lstm-unicharset" "$work/eng.lstm-word-dawg" "$work/words.txt" > /dev/null 2>&1
grep -E '^[a-z]{2,}$' "$work/words.txt" | LC_ALL=C sort -u | gzip -9n > "$root/server/report/data/words.txt.gz"
echo "words: $(gunzip -c "$root/server/report/data/words.txt.gz" | wc -l)"
