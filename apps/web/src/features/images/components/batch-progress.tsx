import type { ImageBatch } from '@asinasin/contract';
import { UploadProgress } from '../../../components/upload/upload';

/** A batch's progress as the shared progress bar draws it: images done of the total. */
export function BatchProgress({ batch, label }: { batch: ImageBatch; label: string }) {
  const percentage = batch.total === 0 ? 0 : (batch.done / batch.total) * 100;
  const status = batch.state === 'done' ? 'success' : batch.state === 'dead' ? 'exception' : '';
  return <UploadProgress percentage={percentage} status={status} label={label} />;
}
