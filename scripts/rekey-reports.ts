// npm run reports:rekey — second step of a report-key rotation: re-encrypts every stored report
// file with REPORT_ENCRYPTION_KEY, after which the keys in REPORT_ENCRYPTION_OLD_KEYS can be
// dropped. Same environment as the server (DATA_DIR or DATABASE_URL). With the embedded
// database, stop the server first (its folder is locked while it runs).
import { ConfigError, readConfig } from '../server/config.ts';
import { migrate } from '../server/db/migrate.ts';
import { openDatabase } from '../server/db/open-database.ts';
import { rekeyReportFiles } from '../server/reports/rekey-report-files.ts';
import { loadReportKeyring } from '../server/reports/report-keys.ts';
import { sealReportResults } from '../server/reports/seal-report-results.ts';

try {
  const config = readConfig();
  if (!config.reportKeys) {
    throw new ConfigError('set REPORT_ENCRYPTION_KEY (the new key) and REPORT_ENCRYPTION_OLD_KEYS');
  }
  const keyring = await loadReportKeyring(config);
  const db = await openDatabase(config);
  try {
    await migrate(db);
    const count = await rekeyReportFiles(db, keyring);
    console.log(`${count} report files re-encrypted with key ${keyring.currentKeyId}`);
    const results = await sealReportResults(db, keyring);
    console.log(`${results} report results re-encrypted with key ${keyring.currentKeyId}`);
  } finally {
    await db.close();
  }
} catch (error) {
  console.error(`reports:rekey failed: ${(error as Error).message}`);
  process.exitCode = 1;
}
