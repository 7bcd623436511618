import { IMAGE_LIMITS, imageEndpoints as endpoints } from '@asinasin/contract';
import type { FeaturePlugin } from '../../platform/feature-plugin.js';
import { ok } from '../../platform/http/envelope.js';
import { addRoute } from '../../platform/http/route.js';
import { translate } from '../../platform/i18n/messages.js';
import { IMAGE_FORMATS, MIME_TYPES, receiveImage, type ImagePolicy } from '../../platform/images/index.js';
import { ImagesService } from './images.service.js';

const tags = ['images'];

/** What the image tools take in: JPG, PNG or WebP, 10 MB, 36 megapixels (decisions/0034). */
export const IMAGE_TOOLS_POLICY: ImagePolicy = {
  formats: IMAGE_FORMATS,
  maxBytes: IMAGE_LIMITS.maxBytes,
  maxPixels: IMAGE_LIMITS.maxPixels,
};

/** The image tools: the seller's own images only; checks and optimizations run as jobs. */
export const imageRoutes: FeaturePlugin = async (app, { context }) => {
  const service = new ImagesService(context);
  const seller = { tags, access: 'user' } as const;
  const privateFile = { 'cache-control': 'private, no-store' };

  addRoute(app, endpoints.imageUpload, seller, async (request) => {
    const image = await receiveImage(request, IMAGE_TOOLS_POLICY);
    return ok(
      await service.upload(request.user.id, image, image.fileName),
      translate(request.lang, 'common.ok'),
    );
  });

  addRoute(app, endpoints.imageFile, seller, async (request, reply) => {
    const file = await service.file(request.user.id, request.query.id);
    return reply.headers({ ...privateFile, 'content-type': MIME_TYPES[file.format] }).send(file.data);
  });

  addRoute(app, endpoints.imageList, seller, async (request) =>
    ok(await service.list(request.user.id, request.query.page, request.query.pageSize)),
  );

  addRoute(app, endpoints.imageDelete, seller, async (request) => {
    await service.remove(request.user.id, request.body.id);
    return ok(null);
  });

  addRoute(app, endpoints.imageCheck, seller, async (request) =>
    ok(await service.start(request.user.id, 'check', request.body.imageIds, null)),
  );

  addRoute(app, endpoints.imageOptimize, seller, async (request) =>
    ok(await service.start(request.user.id, 'optimize', request.body.imageIds, request.body.options)),
  );

  addRoute(app, endpoints.imageBatch, seller, async (request) =>
    ok(await service.batch(request.user.id, request.query.id)),
  );

  addRoute(app, endpoints.imageBatchZip, seller, async (request, reply) => {
    const zip = await service.zip(request.user.id, request.query.id);
    return reply
      .headers({
        ...privateFile,
        'content-type': 'application/zip',
        'content-disposition': `attachment; filename="${zip.name}"`,
      })
      .send(zip.data);
  });
};
