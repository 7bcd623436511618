import { REPORT_STATE, type Language, type RiskContent } from '@asinasin/contract';
import type { JobHandler } from '../../platform/jobs/job-definition.js';
import { productClassesOf } from './risk-classes.js';
import { markImageEvidence } from './mark-image-evidence.js';
import { overallLevel, patentEvidence, probeWords, trademarkEvidence } from './risk-evidence.js';
import type { RiskJobPayload, RiskJobServices } from './risk-job.js';
import { writeVerdict } from './risk-writing.js';
import { findAnalysis, moveInProgress } from './risk.repository.js';

/**
 * Makes one analysis: trademark hits for the title and brand words, design-patent and
 * figurative-mark hits for the image, then the written verdict, and the analysis done with its content, all or nothing. The
 * row's progress (0..100) is what the page's progress bar shows. An analysis no longer in
 * progress (ended, or deleted) is left alone: a re-run job does no harm.
 */
const runRiskJob: JobHandler<RiskJobPayload, RiskJobServices> = async (payload, job, services) => {
  const { db, catalog, llm, files } = services;
  const analysis = await findAnalysis(db, payload.analysisId);
  if (!analysis || analysis.state !== REPORT_STATE.inProgress) return;
  const step = async (phase: string, progress: number) => {
    await job.progress({ phase, progress });
    await moveInProgress(db, analysis.id, { progress, updated_at: Date.now() });
  };

  await step('trademarks', 10);
  const words = probeWords(analysis.brand, analysis.title);
  const classes = await productClassesOf(catalog, analysis);
  const wordMarks = await trademarkEvidence(catalog, words, classes);
  await step('patents', 40);
  const image = analysis.image ? await files.find(analysis.image) : undefined;
  if (analysis.image && !image) throw new Error('the analysed image is gone from the file store');
  const patents = await patentEvidence(catalog, image, words);
  // figurative marks whose image is like the product's, beside the word-mark hits
  const trademarks = { ...wordMarks, figurative: await markImageEvidence(catalog, image, classes) };
  await step('writing', 70);
  const hits = [...trademarks.hits, ...trademarks.figurative.hits, ...patents.hits];
  const level = overallLevel(hits.map((hit) => hit.level));
  const writing = await writeVerdict(llm, {
    evidence: { level, trademarks, patents },
    language: analysis.language as Language,
    userId: analysis.user_id,
    signal: job.signal,
  });
  const content: RiskContent = { level, generatedAt: new Date().toISOString(), trademarks, patents, writing };
  await moveInProgress(db, analysis.id, {
    state: REPORT_STATE.done,
    progress: 100,
    level,
    content: JSON.stringify(content),
    updated_at: Date.now(),
  });
  await job.progress({ phase: 'done', progress: 100 });
};
export default runRiskJob;
