/**
 * The API client, loaded on first use: ky, valibot and the wire schemas stay out of the first
 * page load (see docs/decisions.md, "bundle budget").
 */
export { changePassword, deleteAccount } from './account-api';
export * as authApi from './auth-api';
export { fetchPublicConfig } from './config-api';
export { downloadDocument } from './document-api';
export { downloadExport } from './export-api';
export { saveAnswers } from './onboarding-api';
export { searchPhenotypes } from './phenotype-api';
export * as recoveryApi from './recovery-api';
export {
  cancelReportJob,
  fetchReport,
  fetchReportJob,
  fetchWaitingReportJob,
  uploadReport,
} from './report-api';
export { deleteGeneticReport, recordReportReplacement } from './report-ownership-api';
