import { defineEndpoint } from '../endpoint.js';
import { emptyEnvelope } from '../envelope.js';
import {
  batchIdQuery,
  IMAGE_API,
  imageBatchResponse,
  imageCheckBody,
  imageEntryResponse,
  imageIdBody,
  imageIdQuery,
  imageListQuery,
  imageListResponse,
  imageOptimizeBody,
} from '../images.js';

/** The image tools (/picture, /ai/image/optimizer): every call is a seller's, on their own images. */
export const imageEndpoints = {
  imageUpload: defineEndpoint({
    method: 'POST',
    path: IMAGE_API.upload,
    summary: 'Upload one image (multipart field "file": JPG, PNG or WebP up to 10 MB)',
    multipart: true,
    response: imageEntryResponse,
  }),
  /** the image's bytes (an original or a result), the seller's own only */
  imageFile: defineEndpoint({
    method: 'GET',
    path: IMAGE_API.file,
    summary: 'One of the seller’s images',
    query: imageIdQuery,
  }),
  imageList: defineEndpoint({
    method: 'GET',
    path: IMAGE_API.list,
    summary: 'The seller’s images, newest first, each with its report and results',
    query: imageListQuery,
    response: imageListResponse,
  }),
  imageDelete: defineEndpoint({
    method: 'POST',
    path: IMAGE_API.remove,
    summary: 'Delete an original image with its results',
    body: imageIdBody,
    response: emptyEnvelope,
  }),
  imageCheck: defineEndpoint({
    method: 'POST',
    path: IMAGE_API.check,
    summary: 'Check up to 20 images against Amazon’s main-image rules (a job)',
    body: imageCheckBody,
    response: imageBatchResponse,
  }),
  imageOptimize: defineEndpoint({
    method: 'POST',
    path: IMAGE_API.optimize,
    summary: 'Whiten, square, compress and convert up to 20 images (a job)',
    body: imageOptimizeBody,
    response: imageBatchResponse,
  }),
  imageBatch: defineEndpoint({
    method: 'GET',
    path: IMAGE_API.batch,
    summary: 'A check or optimization: its state, progress and images',
    query: batchIdQuery,
    response: imageBatchResponse,
  }),
  imageBatchZip: defineEndpoint({
    method: 'GET',
    path: IMAGE_API.batchZip,
    summary: 'The results of a finished optimization as one zip',
    query: batchIdQuery,
  }),
};
