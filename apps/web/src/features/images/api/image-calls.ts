import { imageEndpoints, IMAGE_API, type ImageBatch, type OptimizeOptions } from '@asinasin/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { buildUrl, commonHeaders } from '../../../lib/api-client';
import { defineCall } from '../../../lib/define-call';
import { downloadFile } from '../../../lib/download-file';

const listImages = defineCall(imageEndpoints.imageList);
const deleteImage = defineCall(imageEndpoints.imageDelete);
const checkImages = defineCall(imageEndpoints.imageCheck);
const optimizeImages = defineCall(imageEndpoints.imageOptimize);
const getBatch = defineCall(imageEndpoints.imageBatch);

export const IMAGE_KEYS = {
  all: ['images'] as const,
  list: (page: number) => ['images', 'list', page] as const,
  batch: (id: string) => ['images', 'batch', id] as const,
};

export const HISTORY_PAGE_SIZE = 10;

export function useImageHistory(page: number) {
  return useQuery({
    queryKey: IMAGE_KEYS.list(page),
    queryFn: ({ signal }) => listImages({ page, pageSize: HISTORY_PAGE_SIZE }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useDeleteImage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteImage({ id }),
    onSuccess: () => client.invalidateQueries({ queryKey: IMAGE_KEYS.all }),
  });
}

export function useStartCheck() {
  return useMutation({ mutationFn: (imageIds: number[]) => checkImages({ imageIds }) });
}

export function useStartOptimize() {
  return useMutation({
    mutationFn: (body: { imageIds: number[]; options: OptimizeOptions }) => optimizeImages(body),
  });
}

const isRunning = (batch: ImageBatch | undefined) => batch?.state === 'queued' || batch?.state === 'running';

/** A batch followed until its job ends: read again every second while it runs. */
export function useBatch(id: string | undefined) {
  const client = useQueryClient();
  return useQuery({
    queryKey: IMAGE_KEYS.batch(id ?? ''),
    enabled: !!id,
    queryFn: async ({ signal }) => {
      const batch = await getBatch({ id: id! }, { signal });
      if (!isRunning(batch)) void client.invalidateQueries({ queryKey: ['images', 'list'] });
      return batch;
    },
    refetchInterval: (query) => (isRunning(query.state.data) ? 1000 : false),
  });
}

export function downloadBatchZip(id: string) {
  return downloadFile(IMAGE_API.batchZip, { query: { id }, fileName: 'images.zip' });
}

/** An image's bytes: the files need the seller's Authorization header, which an <img src> cannot send. */
export async function fetchImage(id: number, signal: AbortSignal): Promise<Blob> {
  const response = await fetch(buildUrl(IMAGE_API.file, { id }), { headers: commonHeaders(), signal });
  if (!response.ok) throw new Error(`image ${id}: ${response.status}`);
  return response.blob();
}
