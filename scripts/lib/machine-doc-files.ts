import { machineCatalogue } from '@machines/catalogue';
import { machinePage } from './diagrams/machine-page';
import { overviewPage } from './diagrams/overview-page';
import { statelyFile, statelyFilePath } from './stately/stately-file';

export interface DocFile {
  /** From the repository root. */
  path: string;
  text: string;
}

/** Every generated file of docs/machines/, with its text: what `npm run machines:docs` writes. */
export function machineDocFiles(): DocFile[] {
  return [
    ...machineCatalogue.map((entry) => ({
      path: statelyFilePath(entry),
      text: statelyFile(entry),
    })),
    ...machineCatalogue.map((entry) => ({
      path: `docs/machines/${entry.id}.md`,
      text: machinePage(entry),
    })),
    { path: 'docs/machines/overview.md', text: overviewPage() },
  ];
}
