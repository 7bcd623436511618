import crypto from 'node:crypto';
import {
  ErrorCode,
  REPORT_MODULE,
  REPORT_STATE,
  type AsinReportCreateBody,
  type Language,
  type MarketReportCreateBody,
  type ReportKind,
  type ReportUpdateBody,
} from '@asinasin/contract';
import { asinInfo, marketDetail } from '../../catalog/index.js';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/database.js';
import type { ReportRow } from '../../platform/db/schema.js';
import { AppError } from '../../platform/http/app-error.js';
import { chargeForModule } from '../../platform/power/module-charge.js';
import { checkMold } from './report-mold.js';
import { chargeKey } from './report-failure.js';
import { reportJob } from './report-job.js';
import { nextState } from './report-state.js';
import { ensureReportWorker } from './report-worker.js';
import * as repo from './reports.repository.js';

/** A keyword market's id (SPEC §3 niche_id): stable for the marketplace and the words, URL-safe. */
export function nicheIdOf(marketplace: string, keyword: string): string {
  const words = keyword.toLowerCase().split(/\s+/).filter(Boolean).join(' ');
  return `${marketplace.toLowerCase()}-${crypto.createHash('sha256').update(words).digest('hex').slice(0, 16)}`;
}

/**
 * Creating, making again, listing and deleting a seller's reports (docs/reports.md). Every check
 * (module, input, the catalog knowing the subject) comes before the charge; the report, its charge
 * and its job commit together, so 996 leaves nothing behind.
 */
export class ReportsService {
  constructor(private readonly context: AppContext) {}

  private get db(): Db {
    return this.context.db;
  }

  /** The card of an ASIN report, from the catalog; refused before any charge when it lacks the ASIN. */
  private async asinCard(marketplace: string, asin: string): Promise<string> {
    try {
      const info = await asinInfo(await this.context.catalog(), { marketplace, asin });
      return JSON.stringify({ imageUrl: info.img, marketplace, title: info.title });
    } catch (error) {
      if (error instanceof AppError && error.code === ErrorCode.NOT_FOUND) {
        throw new AppError(ErrorCode.NOT_FOUND, 'reports.asinUnknown', { marketplace, asin });
      }
      throw error;
    }
  }

  private async marketCard(marketplace: string, keyword: string): Promise<string> {
    const detail = await marketDetail(await this.context.catalog(), { marketplace, keyword });
    if (detail.metrics.sample.marketProducts === 0) {
      throw new AppError(ErrorCode.NOT_FOUND, 'reports.keywordUnknown', { marketplace, keyword });
    }
    const nicheId = nicheIdOf(marketplace, keyword);
    return JSON.stringify({
      nicheId,
      nicheTitle: keyword,
      referenceAsinImageUrl: detail.products[0]?.imageUrl ?? null,
    });
  }

  /** Charges one generation and queues its job, in the caller's transaction. */
  private async chargeAndQueue(
    trx: Db,
    report: { id: number; userId: number; kind: ReportKind; generation: number; jobId: string },
  ) {
    const charge = await chargeForModule(trx, {
      userId: report.userId,
      moduleKey: REPORT_MODULE[report.kind],
      reference: `reports:${report.id}`,
      idempotencyKey: chargeKey(report.id, report.generation),
    });
    await this.context.jobs.enqueue(
      reportJob,
      { reportId: report.id, generation: report.generation },
      { id: report.jobId, trx, userId: report.userId },
    );
    return charge.cost;
  }

  private async start(
    userId: number,
    fields: Pick<ReportRow, 'kind' | 'marketplace' | 'asin' | 'keyword' | 'niche_id' | 'card' | 'language'>,
  ) {
    await ensureReportWorker(this.context);
    const jobId = crypto.randomUUID();
    const now = Date.now();
    const { id, cost } = await this.db.transaction().execute(async (trx) => {
      const id = await repo.insertReport(trx, {
        ...fields,
        user_id: userId,
        state: REPORT_STATE.inProgress,
        generation: 1,
        job_id: jobId,
        content: null,
        failure: null,
        file: null,
        created_at: now,
        updated_at: now,
      });
      const cost = await this.chargeAndQueue(trx, { id, userId, kind: fields.kind, generation: 1, jobId });
      return { id, cost };
    });
    return { id, state: REPORT_STATE.inProgress, jobId, cost: cost / 100 };
  }

  async createAsin(userId: number, body: AsinReportCreateBody, language: Language) {
    await checkMold(this.db, 'asin', body);
    const card = await this.asinCard(body.marketplace, body.asin);
    return this.start(userId, {
      kind: 'asin',
      marketplace: body.marketplace,
      asin: body.asin,
      keyword: null,
      niche_id: null,
      card,
      language,
    });
  }

  async createMarket(userId: number, body: MarketReportCreateBody, language: Language) {
    await checkMold(this.db, 'market', body);
    const card = await this.marketCard(body.marketplace, body.keyword);
    const nicheId = nicheIdOf(body.marketplace, body.keyword);
    return this.start(userId, {
      kind: 'market',
      marketplace: body.marketplace,
      asin: null,
      keyword: body.keyword,
      niche_id: nicheId,
      card,
      language,
    });
  }

  async ownReport(userId: number, id: number, kind: ReportKind): Promise<ReportRow> {
    const report = await repo.findOwnReport(this.db, userId, id, kind);
    if (!report) throw new AppError(ErrorCode.NOT_FOUND, 'reports.notFound');
    return report;
  }

  /** Update (state 1) or recreate (state 2): a new generation, charged as one (SPEC §4). */
  async makeAgain(userId: number, kind: ReportKind, body: ReportUpdateBody, language: Language) {
    await checkMold(this.db, kind, body);
    const report = await this.ownReport(userId, body.id, kind);
    const state = nextState(report.state, body.action);
    // The catalog must still know the subject; the card takes its newest image and title.
    const card =
      kind === 'asin'
        ? await this.asinCard(report.marketplace, report.asin!)
        : await this.marketCard(report.marketplace, report.keyword!);
    await ensureReportWorker(this.context);
    const jobId = crypto.randomUUID();
    const generation = report.generation + 1;
    const cost = await this.db.transaction().execute(async (trx) => {
      const moved = await repo.moveReport(
        trx,
        { id: report.id, state: report.state, generation: report.generation },
        {
          state,
          generation,
          job_id: jobId,
          card,
          language,
          content: null,
          failure: null,
          file: null,
          updated_at: Date.now(),
        },
      );
      if (!moved)
        throw new AppError(
          ErrorCode.FAILED,
          body.action === 'update' ? 'reports.cannotUpdate' : 'reports.noNeedToRecreate',
        );
      return this.chargeAndQueue(trx, { id: report.id, userId, kind, generation, jobId });
    });
    if (report.file) await this.context.files.delete(report.file);
    return { id: report.id, state, jobId, cost: cost / 100 };
  }

  list(userId: number, kind: ReportKind, page: { page: number; size: number }) {
    return repo.listOwnReports(this.db, userId, kind, page);
  }

  async remove(userId: number, id: number, kind: ReportKind): Promise<void> {
    const report = await this.ownReport(userId, id, kind);
    if (!(await repo.deleteOwnReport(this.db, userId, id, kind)))
      throw new AppError(ErrorCode.NOT_FOUND, 'reports.notFound');
    if (report.file) await this.context.files.delete(report.file);
  }
}
