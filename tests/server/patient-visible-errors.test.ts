import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import english from '../../i18n/catalogue/en.json' with { type: 'json' };
import { type LocalServer, startServerInProcess } from '../../scripts/lib/start-server.ts';
import { readingMessage } from '../../server/reports/reading-messages.ts';
import { call, registerUser } from './support/http.ts';

const root = join(import.meta.dirname, '../..');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

/**
 * Every error the server words in English only (`apiOnly`), with why no patient sees it. An
 * `HttpError` takes a catalogue message or `apiOnly(...)` (server/http/http-error.ts): anything
 * else does not compile, so this list is every error answer without a `message_id`.
 */
const apiOnlyErrors: Record<string, { count: number; why: string }> = {
  'server/http/refuse-control-characters.ts': {
    count: 1,
    why: 'an address with control characters: typed by hand or by a tool, never by the app',
  },
  'server/mail/dev-outbox-routes.ts': {
    count: 2,
    why: '/api/dev/mail exists only in development, for engineers',
  },
  'server/routes/user-routes.ts': {
    count: 2,
    why: 'the Upload-Id header: the app makes a new UUID for every upload',
  },
  'server/export/export-routes.ts': {
    count: 1,
    why: 'an unknown export format: the app links only fhir and phenopacket',
  },
};

describe('server errors a patient may see', () => {
  it('carry a message id: the only English-only ones are listed, with why no patient sees them', () => {
    const found: Record<string, number> = {};
    for (const file of sourceFiles(join(root, 'server'))) {
      const uses = readFileSync(join(root, file), 'utf8').match(/\bapiOnly\(/g)?.length ?? 0;
      // The declaration itself is not a use.
      const declared = file === 'server/http/http-error.ts' ? 1 : 0;
      if (uses > declared) found[file] = uses - declared;
    }
    expect(found).toEqual(
      Object.fromEntries(Object.entries(apiOnlyErrors).map(([file, { count }]) => [file, count])),
    );
  });

  it('every reason the report reader gives a patient is a catalogue message', () => {
    const files = [...sourceFiles(join(root, 'server/report')), 'server/queue/read-report-job.ts'];
    const sources = files.map((file) => readFileSync(join(root, file), 'utf8'));
    // Constants holding a reason (`const TOO_LONG = '...'`), shared ones first, then each file's own.
    const constantsIn = (source: string) =>
      new Map(
        [...source.matchAll(/const ([A-Z_]+)\s*=\s*'([^']+)'/g)].map(([, name, text]) => [
          name ?? '',
          text ?? '',
        ]),
      );
    const shared = constantsIn(readFileSync(join(root, 'server/report/image-bounds.ts'), 'utf8'));
    // A sentence, not a code such as 'ERR_BUFFER_TOO_LARGE'.
    const sentence = (text: string) => / /.test(text) && /[.!?]$/.test(text);
    // What is thrown to the patient: ReportExtractionError(...), giveUp(...), patientMessage: ...
    const reasons = new Set<string>();
    for (const source of sources) {
      const constants = new Map([...shared, ...constantsIn(source)]);
      const regions = source.matchAll(
        /(?:ReportExtractionError\(|giveUp\(|patientMessage: )([\s\S]*?)(?:\);|\)\)|,\n|\n\s*\})/g,
      );
      for (const [, region = ''] of regions) {
        for (const [, text = ''] of region.matchAll(/'([^']+)'/g)) {
          if (sentence(text)) reasons.add(text);
        }
        for (const [, text = ''] of region.matchAll(/`([^`]+)`/g)) {
          reasons.add(text.replace(/\$\{[^}]+\}/g, '7'));
        }
        for (const [name] of region.matchAll(/\b[A-Z][A-Z_]{2,}\b/g)) {
          const text = constants.get(name);
          if (text) reasons.add(text);
        }
      }
    }
    expect(reasons.size).toBeGreaterThan(10);
    const unlisted = [...reasons].filter((text) => readingMessage(text).id === 'common.verbatim');
    expect(unlisted).toEqual([]);
  });

  describe('answered by the server', () => {
    let server: LocalServer;
    beforeAll(async () => {
      server = await startServerInProcess({});
    });
    afterAll(async () => {
      await server?.close();
    });

    const save = async (json: Record<string, unknown>) => {
      const user = await registerUser(server.url);
      return call(server.url, 'POST', '/api/user/onboarding', { token: user.token, json });
    };

    it.each([
      [{ has_completed_onboarding: true }, 'error.onboarding.completeOutsideServedState'],
      [
        { state: 'MI', has_completed_onboarding: true },
        'error.onboarding.completeWithStepsMissing',
      ],
      [{ symptoms: [{ text: 'Fits', hpo_id: 'HP:9999999' }] }, 'error.symptoms.unknownTerm'],
    ])('%j is refused with message %s, a message of the catalogue', async (json, id) => {
      const answer = await save(json);
      expect(answer.status).toBe(422);
      expect((answer.body as { message_id?: string }).message_id).toBe(id);
      expect(id in english).toBe(true);
    });
  });
});
