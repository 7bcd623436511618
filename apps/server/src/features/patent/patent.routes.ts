import { API, ErrorCode, patentEndpoints as endpoints, type DesignPatent } from '@asinasin/contract';
import {
  designPatentDrawing,
  designPatentTotals,
  isKnownLocarno,
  locarnoClasses,
  newestDesignPatents,
  searchDesignPatents,
  type DesignPatentRow,
} from '../../catalog/index.js';
import type { FeaturePlugin } from '../../platform/feature-plugin.js';
import { AppError } from '../../platform/http/app-error.js';
import { ok } from '../../platform/http/envelope.js';
import { addRoute } from '../../platform/http/route.js';
import { imageOfDataUrl } from './patent-image.js';

const tags = ['patent'];

const drawingUrl = (row: DesignPatentRow) =>
  row.hasDrawing ? API.patentDrawing.replace(':patentNumber', encodeURIComponent(row.patentNumber)) : null;

function toPatent({ hasDrawing, ...row }: DesignPatentRow): DesignPatent {
  return { ...row, drawingUrl: drawingUrl({ ...row, hasDrawing }) };
}

function checkLocarno(large?: string, small?: string): void {
  if (large && !isKnownLocarno(large)) throw AppError.badRequest('patent.locarnoUnknown', { code: large });
  if (large && small && !isKnownLocarno(large, small)) {
    throw AppError.badRequest('patent.locarnoUnknown', { code: `${large}-${small}` });
  }
  if (!large && small) throw AppError.badRequest('patent.locarnoUnknown', { code: `?-${small}` });
}

/** Design-patent search by image and text, the newest patents, and their drawings (sellers only). */
export const patentRoutes: FeaturePlugin = async (app, { context }) => {
  const seller = { tags, access: 'user' } as const;

  addRoute(app, endpoints.patentSearch, seller, async (request) => {
    const body = request.body;
    checkLocarno(body.locLarge, body.locSmall);
    const image = body.image ? await imageOfDataUrl(body.image) : undefined;
    const [from, to] = body.applyDate ?? [];
    const found = await searchDesignPatents(await context.catalog(), {
      keywords: body.title,
      image,
      applicant: body.applyer,
      applyFrom: from,
      applyTo: to,
      publication: body.pudId,
      locarnoClass: body.locLarge,
      locarnoSubclass: body.locSmall,
      patentNumber: body.patentNumber,
      designer: body.designer,
      agency: body.agency,
      agent: body.agent,
      applicantAddress: body.applyerAddr,
      page: body.page,
      size: body.size,
    });
    return ok({
      row: found.rows.map(({ score, imageScore, why, ...row }) => ({
        ...toPatent(row),
        score,
        imageScore,
        why,
      })),
      total: found.total,
      indexed: found.indexed,
    });
  });

  addRoute(app, endpoints.newLocList, seller, async (request) => {
    checkLocarno(request.body.locLarge);
    const found = await newestDesignPatents(await context.catalog(), {
      locarnoClass: request.body.locLarge,
      page: request.body.page,
      size: request.body.size,
    });
    return ok({ row: found.rows.map(toPatent), total: found.total });
  });

  addRoute(app, endpoints.newLocTotal, seller, async () => {
    const totals = await designPatentTotals(await context.catalog());
    const classes = locarnoClasses().classes.map(({ code, en, zh }) => ({
      code,
      en,
      zh,
      count: totals.byClass.get(code) ?? 0,
    }));
    return ok({ total: totals.total, classes, newest: totals.newest });
  });

  addRoute(app, endpoints.patentDrawing, seller, async (request, reply) => {
    const png = await designPatentDrawing(await context.catalog(), request.params.patentNumber);
    if (!png) throw new AppError(ErrorCode.NOT_FOUND, 'patent.drawingMissing');
    return reply.type('image/png').header('cache-control', 'private, max-age=86400').send(Buffer.from(png));
  });
};
