import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { compileCatalogue, pseudoCatalogue } from '../../scripts/lib/i18n/compile-catalogue';
import { stripEnglishFromMessages } from '../../scripts/vite/message-catalogue';

type TransformResult = { code: string } | null;

function transform(plugin: Plugin, code: string, id: string): TransformResult {
  const hook = plugin.transform;
  const handler = typeof hook === 'function' ? hook : hook?.handler;
  if (!handler) throw new Error(`${plugin.name} has no transform hook`);
  return handler.call({} as never, code, id) as TransformResult;
}

describe('stripEnglishFromMessages', () => {
  const plugin = stripEnglishFromMessages();
  const source = [
    "const m = defineMessages({ title: { id: 'auth.title', defaultMessage: 'Sign in', description: 'Tab' } });",
    "const n = { id: 'x', defaultMessage: 'Kept as code' + '!' };",
    "const state = { description: 'A state, not a message', on: {} };",
    "const label = { defaultMessage: 'no id: not a message declaration' };",
  ].join('\n');

  it('drops the English text and the translator note of every declaration, keeps the ids', () => {
    const code = transform(plugin, source, '/repo/src/features/auth/login-form.tsx')?.code ?? '';
    expect(code).not.toContain('Sign in');
    expect(code).not.toContain("'Tab'");
    expect(code).not.toContain('Kept as code');
    expect(code).toContain("id: 'auth.title'");
    expect(code).toContain("id: 'x'");
    // Objects that are not message declarations keep everything.
    expect(code).toContain("description: 'A state, not a message'");
    expect(code).toContain('no id: not a message declaration');
  });

  it('leaves dependencies alone and runs in builds only (tests and the dev server keep English)', () => {
    expect(transform(plugin, source, '/repo/node_modules/react-intl/index.js')).toBeNull();
    expect(plugin.apply).toBe('build');
  });
});

describe('compileCatalogue', () => {
  it('parses every message once, so the browser formats syntax trees without the ICU parser', () => {
    const compiled = compileCatalogue({
      'report.found': '{n, plural, one {# variant} other {# variants}} found',
    });
    expect(compiled['report.found']?.[0]).toMatchObject({ type: 6, value: 'n' });
  });

  it('refuses a message that does not parse, naming it', () => {
    expect(() => compileCatalogue({ broken: '{n, plural, one {x}}' })).toThrow(/broken/);
  });

  it('makes pseudo-locales whose every letter differs from English, placeholders kept', () => {
    const english = compileCatalogue({ hi: 'Hello {name}' });
    const accented = pseudoCatalogue(english, 'en-XA').hi ?? [];
    const text = accented.map((element) => ('value' in element ? element.value : '')).join('');
    expect(text).toBe('[Ħḗŀŀǿ name]');
    const mirrored = pseudoCatalogue(english, 'en-XB').hi ?? [];
    expect(mirrored[0]).toEqual({ type: 0, value: '\u202e' });
  });
});
