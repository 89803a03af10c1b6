import type { GoogleProvider } from './auth/google-provider.ts';
import type { TokenService } from './auth/tokens.ts';
import type { ServerConfig } from './config.ts';
import type { Database } from './db/database.ts';
import type { Logger } from './logger.ts';
import type { ReportExtractor } from './reports/report-extractor.ts';

export interface AppDeps {
  config: ServerConfig;
  db: Database;
  logger: Logger;
  tokens: TokenService;
  extractReport: ReportExtractor;
  /** Null when Google sign-in is not configured. */
  google: GoogleProvider | null;
}

export interface AppEnv {
  Variables: { userId: string };
}
