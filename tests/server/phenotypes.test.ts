import { hpoRelease } from '@contract/phenotypes/hpo-release';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalServer, startServerInProcess } from '../../scripts/lib/start-server.ts';
import { databaseVariants } from './support/databases.ts';
import { call, detailOf, registerUser, type TestUser } from './support/http.ts';

interface Found {
  terms: { id: string; label: string; matched: string }[];
}

describe('GET /api/phenotypes', () => {
  let server: LocalServer;
  let user: TestUser;
  beforeAll(async () => {
    server = await startServerInProcess();
    user = await registerUser(server.url);
  });
  afterAll(() => server?.close());

  const search = (query: string, token = user.token) =>
    call(server.url, 'GET', `/api/phenotypes?${query}`, { token });

  it('refuses a visitor who is not signed in', async () => {
    const response = await call(server.url, 'GET', '/api/phenotypes?q=fits');
    expect(response.status).toBe(401);
  });

  it('answers terms best first, each with its label and the published name that matched', async () => {
    const response = await search('q=fits&lang=en&limit=5');
    expect(response.status).toBe(200);
    const { terms } = response.body as Found;
    expect(terms.length).toBeGreaterThan(0);
    expect(terms.length).toBeLessThanOrEqual(5);
    expect(terms[0]).toEqual({ id: 'HP:0001250', label: 'Seizures', matched: 'Seizures' });
    expect(response.headers.get('cache-control')).toBe('private, no-store, no-transform');
    expect(response.headers.get('server-timing')).toMatch(/^search;dur=\d/);
  });

  it('shows the plain-language synonym a patient would use beside the clinical label', async () => {
    const { terms } = (await search('q=bendy%20joints')).body as Found;
    expect(terms[0]).toMatchObject({ id: 'HP:0001382', label: 'Joint hypermobility' });
    expect(terms[0]?.matched).not.toBe(terms[0]?.label);
  });

  it('answers Spanish labels for lang=es', async () => {
    const { terms } = (await search('q=convulsiones&lang=es')).body as Found;
    expect(terms[0]).toMatchObject({ id: 'HP:0001250', label: 'Convulsiones' });
  });

  it('gives at most 8 terms unless asked otherwise, and nothing for fewer than two letters', async () => {
    expect(((await search('q=pain')).body as Found).terms).toHaveLength(8);
    expect(((await search('q=p')).body as Found).terms).toEqual([]);
    expect(((await search('q=%20%20')).body as Found).terms).toEqual([]);
  });

  it.each([
    ['lang=en', /q is required/, 'q'],
    ['q=fits&lang=fr', /lang must be en or es/, 'lang'],
    ['q=fits&limit=0', /limit must be a whole number/, 'limit'],
    ['q=fits&limit=21', /limit must be a whole number/, 'limit'],
    ['q=fits&limit=abc', /limit must be a whole number/, 'limit'],
    [`q=${'a'.repeat(201)}`, /at most 200/, 'q'],
  ])('answers 422 for %s, naming the parameter', async (query, detail, field) => {
    const response = await search(query);
    expect(response.status).toBe(422);
    expect(detailOf(response)).toMatch(detail);
    expect((response.body as { field?: string }).field).toBe(field);
  });

  it('never fails on hostile text', async () => {
    for (const q of [
      '%27%3B%20DROP%20TABLE',
      '%F0%9F%A7%AC%F0%9F%A7%AC',
      '((((',
      '%E6%BC%A2%E5%AD%97',
    ]) {
      const response = await search(`q=${q}`);
      expect(response.status).toBe(200);
      expect(Array.isArray((response.body as Found).terms)).toBe(true);
    }
  });
});

describe.each(databaseVariants())('coded symptoms in the profile, on $name', (variant) => {
  let server: LocalServer;
  beforeAll(async () => {
    server = await startServerInProcess({ databaseUrl: variant.databaseUrl });
  });
  afterAll(() => server?.close());

  const save = (token: string, json: unknown) =>
    call(server.url, 'POST', '/api/user/onboarding', { token, json });

  it('stores free text and coded symptoms side by side, and /auth/me returns the same shape', async () => {
    const user = await registerUser(server.url);
    const symptoms = [
      'bendy joints, worse in winter',
      { text: 'Fits', hpo_id: 'HP:0001250' },
      { text: 'Tired', hpo_id: 'HP:0012378' },
    ];
    const saved = await save(user.token, { symptoms });
    expect(saved.status).toBe(200);
    expect((saved.body as { symptoms: unknown }).symptoms).toEqual(symptoms);
    const me = await call(server.url, 'GET', '/auth/me', { token: user.token });
    expect((me.body as { symptoms: unknown }).symptoms).toEqual(symptoms);
  });

  it('keeps the symptoms a patient saved before coding existed, and adds coded ones to them', async () => {
    const user = await registerUser(server.url);
    // What every earlier client sent, and what the jsonb column already holds for them.
    await save(user.token, { symptoms: ['fits', 'tired'] });
    const saved = await save(user.token, {
      symptoms: ['fits', 'tired', { text: 'Joint pain', hpo_id: 'HP:0002829' }],
    });
    expect(saved.status).toBe(200);
    const me = await call(server.url, 'GET', '/auth/me', { token: user.token });
    expect((me.body as { symptoms: unknown }).symptoms).toEqual([
      'fits',
      'tired',
      { text: 'Joint pain', hpo_id: 'HP:0002829' },
    ]);
  });

  it('trims the words of a coded symptom as it trims free text', async () => {
    const user = await registerUser(server.url);
    const saved = await save(user.token, { symptoms: [{ text: '  Fits ', hpo_id: 'HP:0001250' }] });
    expect((saved.body as { symptoms: unknown }).symptoms).toEqual([
      { text: 'Fits', hpo_id: 'HP:0001250' },
    ]);
  });

  it.each([
    [
      { text: 'Fits', hpo_id: 'HP:9999999' },
      /HP:9999999 is not a term of the Human Phenotype Ontology release/,
    ],
    [{ text: 'Fits', hpo_id: 'HP:12' }, /looks like HP:0001250/],
    [{ text: 'Fits', hpo_id: 'hp:0001250' }, /looks like HP:0001250/],
    [{ text: '', hpo_id: 'HP:0001250' }, /cannot be blank/],
    [{ text: 'Fits' }, /hpo_id is required/],
    [{ hpo_id: 'HP:0001250' }, /text is required/],
    [42, /must be text, or text with an HPO term id/],
  ])(
    'refuses %j with 422 on the symptoms field, and keeps what was stored',
    async (item, detail) => {
      const user = await registerUser(server.url);
      await save(user.token, { symptoms: ['kept'] });
      const response = await save(user.token, { symptoms: ['cough', item] });
      expect(response.status).toBe(422);
      expect(detailOf(response)).toMatch(detail);
      expect((response.body as { field?: string }).field).toBe('symptoms');
      const me = await call(server.url, 'GET', '/auth/me', { token: user.token });
      expect((me.body as { symptoms: unknown }).symptoms).toEqual(['kept']);
    },
  );

  it('names the release its codes come from', () => {
    expect(hpoRelease.version).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(hpoRelease.attribution).toContain(hpoRelease.version);
  });
});
