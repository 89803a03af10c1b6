import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { richAnswers } from '../../../scripts/lib/export-patients.ts';
import { type LocalServer, startServerInProcess } from '../../../scripts/lib/start-server.ts';
import { createLogger } from '../../../server/logger.ts';
import { call, registerUser } from '../support/http.ts';

describe('exports in the logs', () => {
  const lines: string[] = [];
  let server: LocalServer;
  beforeAll(async () => {
    server = await startServerInProcess({
      env: { LOG_LEVEL: 'debug' },
      logger: createLogger('debug', (line) => lines.push(line)),
    });
  });
  afterAll(() => server?.close());

  it('name the format and never a health value (the address carries none either)', async () => {
    const patient = await registerUser(server.url, 'Logged Exporter');
    await call(server.url, 'POST', '/api/user/onboarding', {
      token: patient.token,
      json: richAnswers,
    });
    for (const format of ['fhir', 'phenopacket']) {
      const answer = await call(server.url, 'GET', `/api/user/export?format=${format}`, {
        token: patient.token,
      });
      expect(answer.status).toBe(200);
      expect(answer.text).toContain('1994-03-17');
    }
    const exported = lines.filter((line) => line.includes('record exported'));
    expect(exported.map((line) => JSON.parse(line).format)).toEqual(['fhir', 'phenopacket']);
    const logged = lines.join('\n');
    for (const value of [
      richAnswers.condition,
      richAnswers.dateOfBirth,
      richAnswers.familyHistory,
      ...richAnswers.symptoms,
      ...richAnswers.medications,
      ...richAnswers.otherConditions,
      richAnswers.lastName,
    ]) {
      expect(logged).not.toContain(value);
    }
  });
});
