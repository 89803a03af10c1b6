// npm run extract -- FILE...            report files (PDF, JPG, PNG): prints the result JSON
// npm run extract -- --text FILE.txt... plain text: prints the result JSON
// npm run extract -- --jsonl IN OUT     {id, text} lines in, {id, result, mentions} lines out
// One input prints its result; several print an object keyed by path. A failed input gives
// {"error": message} in its place and exit code 1.
import { createReadStream, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fromText } from '../server/report/extract-in-process.ts';
import {
  closeReportExtraction,
  extractReport,
  ReportExtractionError,
  type ReportMediaType,
} from '../server/report/index.ts';
import { recognise } from '../server/report/recognition/index.ts';

const USAGE = 'usage: npm run extract -- FILE... | --text FILE.txt... | --jsonl IN.jsonl OUT.jsonl';

const MEDIA_TYPES: Record<string, ReportMediaType> = {
  '.pdf': 'application/pdf',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
};

type Outcome = { ok: true; value: unknown } | { ok: false; value: { error: string } };

function failure(error: unknown): Outcome {
  const message =
    error instanceof ReportExtractionError || (error as NodeJS.ErrnoException)?.code
      ? (error as Error).message
      : 'extraction failed';
  return { ok: false, value: { error: message } };
}

async function fromFile(file: string): Promise<Outcome> {
  const mediaType = MEDIA_TYPES[path.extname(file).toLowerCase()];
  if (!mediaType) return { ok: false, value: { error: 'not a PDF, JPEG or PNG file' } };
  try {
    const bytes = new Uint8Array(readFileSync(file));
    return { ok: true, value: await extractReport(bytes, mediaType) };
  } catch (error) {
    return failure(error);
  }
}

function fromTextFile(file: string): Outcome {
  try {
    return { ok: true, value: fromText(readFileSync(file, 'utf8')) };
  } catch (error) {
    return failure(error);
  }
}

/** Mention spans are offsets into the line's `text`. */
function jsonlLine(line: string): string {
  let id: unknown;
  try {
    const input = JSON.parse(line) as { id?: unknown; text?: unknown };
    id = input.id;
    if (typeof input.text !== 'string') return JSON.stringify({ id, error: 'no text' });
    const result = fromText(input.text);
    const mentions = recognise(input.text);
    return JSON.stringify({ id, result, mentions });
  } catch (error) {
    return JSON.stringify({ id, error: error instanceof SyntaxError ? 'not JSON' : String(error) });
  }
}

async function runJsonl(inPath: string, outPath: string): Promise<number> {
  const out: string[] = [];
  const lines = createInterface({ input: createReadStream(inPath), crlfDelay: Infinity });
  for await (const line of lines) if (line.trim()) out.push(jsonlLine(line));
  writeFileSync(outPath, out.length ? `${out.join('\n')}\n` : '');
  return 0;
}

function print(outcomes: [string, Outcome][]): number {
  const value =
    outcomes.length === 1
      ? outcomes[0]?.[1].value
      : Object.fromEntries(outcomes.map(([k, o]) => [k, o.value]));
  process.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
  return outcomes.every(([, o]) => o.ok) ? 0 : 1;
}

async function main(argv: string[]): Promise<number> {
  if (argv[0] === '--jsonl') {
    if (argv.length !== 3) throw new Error(USAGE);
    return runJsonl(argv[1] as string, argv[2] as string);
  }
  if (argv[0] === '--text') {
    if (argv.length < 2) throw new Error(USAGE);
    return print(argv.slice(1).map((f) => [f, fromTextFile(f)]));
  }
  if (argv.length === 0 || argv[0]?.startsWith('--')) throw new Error(USAGE);
  const outcomes: [string, Outcome][] = [];
  try {
    for (const f of argv) outcomes.push([f, await fromFile(f)]);
  } finally {
    await closeReportExtraction();
  }
  return print(outcomes);
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: Error) => {
    console.error(error.message);
    process.exitCode = 2;
  },
);
