import { machineCatalogue } from '@machines/catalogue';
import { statelyFile, statelyFilePath } from './stately/stately-file';

export interface DocFile {
  /** From the repository root. */
  path: string;
  text: string;
}

/** Every generated file of docs/machines/, with its text: what `npm run machines:docs` writes. */
export function machineDocFiles(): DocFile[] {
  return machineCatalogue.map((entry) => ({
    path: statelyFilePath(entry),
    text: statelyFile(entry),
  }));
}
