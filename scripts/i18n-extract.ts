/**
 * `npm run i18n:extract`: writes the English catalogue (i18n/catalogue/en.json) from the messages
 * declared in the code (`formatjs extract`). `-- --check` writes nothing and fails when the
 * committed catalogue is not what the code declares (tests/i18n/catalogue-keys.test.ts checks it
 * too). Translators work on the other locales' files; docs/i18n.md.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import {
  catalogueText,
  englishCatalogueFile,
  extractMessages,
} from './lib/i18n/extract-messages.ts';

const text = catalogueText(extractMessages());
const count = Object.keys(JSON.parse(text)).length;
if (process.argv.includes('--check')) {
  const committed = readFileSync(englishCatalogueFile, 'utf8');
  if (committed !== text) {
    console.error('i18n/catalogue/en.json is not what the code declares: run npm run i18n:extract');
    process.exitCode = 1;
  } else console.log(`i18n/catalogue/en.json is up to date (${count} messages)`);
} else {
  writeFileSync(englishCatalogueFile, text);
  console.log(`wrote i18n/catalogue/en.json (${count} messages)`);
}
