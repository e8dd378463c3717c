import type {
  CreditBureau,
  RegulatorSummary,
  RiskReport,
  RiskReportKind,
  RiskReportQuery,
} from '@lender/contracts';
import type { Database } from '@lender/db';
import type { Clock } from '../../clock';
import { translatorFor } from '../../i18n';
import type { PiiCrypto } from '../../pii';
import { condusefCsv, creditBureauFile, regulatorSummary } from './regulator';
import { riskCsv } from './risk-csv';
import { riskReport } from './risk-report';

type Language = 'es-MX' | 'en';
type CsvFile = { name: string; csv: string; rows: number };

/** The risk reports and the regulator's figures and files (issue 39). */
export interface ReportsService {
  risk(query: RiskReportQuery): Promise<RiskReport>;
  /** One report of the screen as CSV, for the same months. */
  riskCsv(query: RiskReportQuery & { report: RiskReportKind }, language: Language): Promise<CsvFile>;
  regulator(query: { month?: string | undefined }): Promise<RegulatorSummary>;
  condusefCsv(query: { month?: string | undefined }, language: Language): Promise<CsvFile>;
  /** The monthly file of a credit bureau (a machine file: its layout, not the reader's language). */
  creditBureauFile(query: { month?: string | undefined; bureau: CreditBureau }): Promise<CsvFile>;
}

export function createReportsService(deps: { db: Database; clock: Clock; pii: PiiCrypto }): ReportsService {
  const { db, clock, pii } = deps;
  return {
    risk: (query) => riskReport(db, clock, query),
    async riskCsv({ report, ...query }, language) {
      const figures = await riskReport(db, clock, query);
      const file = riskCsv(translatorFor(language), figures, report);
      return { name: `${report}-${figures.from}-${figures.to}`, ...file };
    },
    regulator: (query) => regulatorSummary(db, clock, query),
    async condusefCsv(query, language) {
      const summary = await regulatorSummary(db, clock, query);
      return { name: `condusef-${summary.month}`, ...condusefCsv(translatorFor(language), summary) };
    },
    creditBureauFile: (query) => creditBureauFile(db, pii, clock, query),
  };
}
