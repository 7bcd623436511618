import type { FastifyRequest } from 'fastify';
import { AppError } from '../http/app-error.js';
import { onFileField, takeImage, type AcceptedImage, type ImagePolicy } from './intake.js';

const missing = () => onFileField('images.missing');

/**
 * One image from the multipart field "file", read whole (within the policy's byte limit) and
 * checked by takeImage; nothing is written anywhere, so a refusal leaves no file behind.
 */
export async function receiveImage(
  request: FastifyRequest,
  policy: ImagePolicy,
): Promise<AcceptedImage & { fileName: string }> {
  if (!request.isMultipart()) throw missing();
  const tooLarge = () => onFileField('images.tooLarge', { mb: Math.floor(policy.maxBytes / 1024 / 1024) });
  let part;
  try {
    part = await request.file({ limits: { fileSize: policy.maxBytes, files: 1 } });
  } catch (error) {
    if (error instanceof request.server.multipartErrors.RequestFileTooLargeError) throw tooLarge();
    throw AppError.badRequest('common.uploadIncomplete');
  }
  if (!part || part.fieldname !== 'file') {
    part?.file.resume();
    throw missing();
  }
  let data: Buffer;
  try {
    data = await part.toBuffer();
  } catch (error) {
    if (error instanceof request.server.multipartErrors.RequestFileTooLargeError) throw tooLarge();
    throw AppError.badRequest('common.uploadIncomplete');
  }
  return { ...(await takeImage(data, policy)), fileName: part.filename };
}
