import crypto from 'node:crypto';
import { ErrorCode, REPORT_STATE, RISK_MODULE, type Language, type RiskCreateBody } from '@asinasin/contract';
import { asinInfo } from '../../catalog/index.js';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/http/app-error.js';
import { EXTENSIONS } from '../../platform/images/index.js';
import { chargeForModule } from '../../platform/power/module-charge.js';
import { imageOfDataUrl } from './risk-image.js';
import { riskChargeKey } from './risk-failure.js';
import { riskJob } from './risk-job.js';
import { ensureRiskWorker } from './risk-worker.js';
import * as repo from './risk.repository.js';

/** The catalog's image, title and brand of an ASIN (SPEC §7 getAsinImg); a clear refusal without it. */
export async function productOf(context: AppContext, marketplace: string, asin: string) {
  try {
    const info = await asinInfo(await context.catalog(), { marketplace, asin });
    return { asin, marketplace, img: info.img, title: info.title, brand: info.brand };
  } catch (error) {
    if (error instanceof AppError && error.code === ErrorCode.NOT_FOUND) {
      throw new AppError(ErrorCode.NOT_FOUND, 'risk.asinUnknown', { marketplace, asin });
    }
    throw error;
  }
}

async function checkMold(context: AppContext, mold: { mold_id: number; path: string }) {
  const module = await context.db
    .selectFrom('modules')
    .selectAll()
    .where('id', '=', mold.mold_id)
    .executeTakeFirst();
  if (!module) throw AppError.badRequest('reports.moldUnknown');
  if (module.key !== RISK_MODULE || module.path !== mold.path)
    throw AppError.badRequest('reports.moldMismatch');
}

/**
 * Starts one analysis (docs/risk.md): every check (module, input, the catalog knowing the ASIN, the
 * image passing intake) before the charge; the row, its charge and its job commit together, so
 * 996 leaves nothing behind; the image is kept under the analysis (the result shows it).
 */
export async function startAnalysis(
  context: AppContext,
  userId: number,
  body: RiskCreateBody,
  language: Language,
) {
  await checkMold(context, body);
  const product = body.asin ? await productOf(context, body.marketplace, body.asin) : null;
  const title = body.title?.trim() || product?.title || null;
  const image = body.image ? await imageOfDataUrl(body.image) : null;
  if (!body.asin && !title && !image) throw AppError.badRequest('risk.nothingToAnalyse');
  await ensureRiskWorker(context);
  const jobId = crypto.randomUUID();
  const now = Date.now();
  const imageKey = image ? `risk/${userId}-${jobId}.${EXTENSIONS[image.format]}` : null;
  if (image && imageKey) await context.files.put(imageKey, image.data);
  try {
    return await context.db.transaction().execute(async (trx) => {
      const id = await repo.insertAnalysis(trx, {
        user_id: userId,
        marketplace: body.marketplace,
        asin: body.asin ?? null,
        title,
        brand: product?.brand ?? null,
        image: imageKey,
        state: REPORT_STATE.inProgress,
        progress: 0,
        job_id: jobId,
        language,
        level: null,
        content: null,
        failure: null,
        created_at: now,
        updated_at: now,
      });
      const charge = await chargeForModule(trx, {
        userId,
        moduleKey: RISK_MODULE,
        reference: `risk_analyses:${id}`,
        idempotencyKey: riskChargeKey(id),
      });
      await context.jobs.enqueue(riskJob, { analysisId: id }, { id: jobId, trx, userId });
      return { id, state: REPORT_STATE.inProgress, jobId, cost: charge.cost / 100 };
    });
  } catch (error) {
    // 996 or any other refusal stores nothing: not the row (rolled back), not the image.
    if (imageKey) await context.files.delete(imageKey);
    throw error;
  }
}
