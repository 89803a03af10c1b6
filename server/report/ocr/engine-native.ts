import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { GrayImage } from '../gray-image.ts';
import { commandRuns, readToolOutput, runLimitedTool } from '../poppler/limited-tool.ts';
import { openScratchDir, processRoot } from '../poppler/scratch-file.ts';
import { MODEL_VERSION, modelDir } from './model.ts';

let installed: boolean | undefined;

/** Whether this machine has the `tesseract` command (Debian: tesseract-ocr); asked once. */
export function nativeOcrAvailable(): boolean {
  installed ??= commandRuns('tesseract', ['--version']);
  return installed;
}

/**
 * The same model the WebAssembly engine reads, unpacked into this process's scratch folder: both
 * engines then read a page alike, whichever the machine has (the system's own model may be
 * another one, or missing). Looked for at every band: a new reading thread clears the folder.
 */
async function modelFolder(): Promise<string> {
  const dir = path.join(await processRoot(), `ocr-${MODEL_VERSION}`);
  const file = path.join(dir, 'eng.traineddata');
  if (!existsSync(file)) {
    await mkdir(dir, { recursive: true, mode: 0o700 });
    const model = gunzipSync(readFileSync(path.join(modelDir(), 'eng.traineddata.gz')));
    // two bands may unpack it at once: each writes its own file, and the rename is atomic
    const part = `${file}.${randomUUID()}`;
    await writeFile(part, model, { mode: 0o600 });
    await rename(part, file);
  }
  return dir;
}

/** An 8-bit binary PGM: tesseract reads it as it is, with nothing to compress or inflate. */
function pgm(image: GrayImage): Buffer {
  const header = Buffer.from(`P5\n${image.width} ${image.height}\n255\n`, 'latin1');
  return Buffer.concat([header, image.data]);
}

/**
 * One image's words as tesseract's TSV, read by the native `tesseract` command with the LSTM
 * engine on one thread, under the same limits as Poppler's tools. Several times less CPU than the
 * WebAssembly build for the same words (docs/report-extraction.md, "Native OCR").
 */
export async function nativeTsv(image: GrayImage): Promise<string> {
  const model = await modelFolder();
  const scratch = await openScratchDir();
  try {
    const input = path.join(scratch.dir, 'page.pgm');
    const output = path.join(scratch.dir, 'words');
    await writeFile(input, pgm(image), { mode: 0o600 });
    await runLimitedTool(
      'tesseract',
      [
        input,
        output,
        '--tessdata-dir',
        model,
        '-l',
        'eng',
        '--oem',
        '1',
        '--psm',
        '6',
        '-c',
        'tessedit_create_tsv=1',
        '-c',
        'tessedit_create_txt=0',
      ],
      scratch.dir,
    );
    return (await readToolOutput('tesseract', `${output}.tsv`)).toString('utf8');
  } finally {
    await scratch.remove();
  }
}
