import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cruise, type IReporterOutput } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');

/** The same rules and the same alias resolution `npm run lint` uses. */
async function violations(paths: string[]): Promise<string[]> {
  const options = await extractDepcruiseOptions(join(root, '.dependency-cruiser.cjs'));
  const tsConfig = extractTSConfig(join(root, 'tsconfig.json'));
  const result: IReporterOutput = await cruise(paths, options, undefined, { tsConfig });
  const output = result.output as {
    summary: { violations: { rule: { name: string }; from: string; to: string }[] };
  };
  return output.summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`);
}

describe('imports run one way (.dependency-cruiser.cjs)', () => {
  it('the code has no upward, sideways or circular import', async () => {
    expect(await violations(['src', 'machines', 'contract', 'server', 'i18n'])).toEqual([]);
  }, 120_000);

  it('the rules catch a feature importing another feature, the design system importing a machine and the catalogue importing the contract', async () => {
    const probes = {
      'i18n/zz-probe.ts': "export { profileFields } from '@contract/profile/fields';\n",
      'src/features/landing/zz-probe.ts': "export { AuthPage } from '@/features/auth/auth-page';\n",
      'src/ui/zz-probe.ts': "export { appMachine } from '@machines/app/app.machine';\n",
    };
    try {
      for (const [file, text] of Object.entries(probes)) writeFileSync(join(root, file), text);
      const found = await violations(Object.keys(probes));
      expect(found).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^features-stay-apart: src\/features\/landing\/zz-probe\.ts/),
          expect.stringMatching(/^design-system-stands-alone: src\/ui\/zz-probe\.ts/),
          expect.stringMatching(/^catalogue-imports-nothing-of-ours: i18n\/zz-probe\.ts/),
        ]),
      );
    } finally {
      for (const file of Object.keys(probes)) rmSync(join(root, file), { force: true });
    }
  }, 120_000);
});
