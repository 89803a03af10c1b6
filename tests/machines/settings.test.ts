import type { ExportFormat } from '@contract/export';
import { selectExportDownloading, selectExportFailed } from '@machines/settings/selectors';
import { settingsMachine } from '@machines/settings/settings.machine';
import { describe, expect, it } from 'vitest';
import { controllable, settle } from './support/controllable';
import { startHosted } from './support/host';
import { networkError } from './support/recorders';

function startSettings() {
  const downloadExport = controllable<void, { format: ExportFormat }>();
  const machine = settingsMachine.provide({ actors: { downloadExport: downloadExport.logic } });
  return { ...startHosted(machine, undefined, 'settings'), downloadExport };
}

describe('settings machine', () => {
  it('is the Settings page (route sync reads its page)', () => {
    const { snapshot } = startSettings();
    expect(snapshot().context.page).toBe('dashboardSettings');
    expect(snapshot().children.account).toBeDefined();
  });

  it('downloads an export, and says which one failed', async () => {
    const { actor, snapshot, downloadExport } = startSettings();
    actor.send({ type: 'export.requested', format: 'fhir' });
    expect(selectExportDownloading(snapshot())).toBe('fhir');
    downloadExport.last().reject(networkError());
    await settle();
    expect(selectExportFailed(snapshot())).toBe('fhir');
  });

  it('passes the deleted account on to whoever runs it', () => {
    const { actor, sentToParent } = startSettings();
    actor.send({ type: 'account.deleted' });
    expect(sentToParent('account.deleted')).toEqual([{ type: 'account.deleted' }]);
  });
});
