import { useCallback, useEffect, useRef, useState } from 'react';
import { xhrUpload, type UploadError, type UploadHandle, type UploadRequest } from './upload-request';

/** SPEC §4 upload file status. */
export type UploadStatus = 'ready' | 'uploading' | 'success' | 'fail';

/** SPEC §6 upload file item. */
export interface UploadFile<R = unknown> {
  uid: string;
  name: string;
  size: number;
  status: UploadStatus;
  percentage: number;
  raw: File;
  /** an object URL of the file for its preview (images only), released when it leaves the list */
  url?: string;
  response?: R;
}

export interface UploadCallbacks<R> {
  beforeUpload?: (file: File) => boolean | Promise<boolean>;
  /** the optional confirm before a file is removed: false (or a promise of false) keeps it */
  beforeRemove?: (file: UploadFile<R>, list: UploadFile<R>[]) => boolean | Promise<boolean>;
  onExceed?: (files: File[], list: UploadFile<R>[]) => void;
  onProgress?: (percentage: number, file: UploadFile<R>, list: UploadFile<R>[]) => void;
  onSuccess?: (response: R, file: UploadFile<R>, list: UploadFile<R>[]) => void;
  onError?: (error: UploadError, file: UploadFile<R>, list: UploadFile<R>[]) => void;
  onChange?: (file: UploadFile<R>, list: UploadFile<R>[]) => void;
  onRemove?: (file: UploadFile<R>, list: UploadFile<R>[]) => void;
}

export interface UploadOptions<R> extends UploadCallbacks<R> {
  action: string;
  method?: string;
  name?: string;
  data?: Record<string, string>;
  headers?: Record<string, string>;
  withCredentials?: boolean;
  multiple?: boolean;
  limit?: number;
  autoUpload?: boolean;
  /** replaces the XMLHttpRequest (SPEC §4 http-request) */
  httpRequest?: UploadRequest;
}

/** Releases a file's preview: an object URL holds its bytes until revoked. */
function release(file: UploadFile<unknown>): void {
  if (file.url) URL.revokeObjectURL(file.url);
}

let seed = 0;
const newUid = () => `upload-${Date.now()}-${++seed}`;

/**
 * The Upload's list and its rules (SPEC §4, §9): ready → uploading (percentage rounded) → success
 * (response stored) or fail (removed; error and change callbacks); removal aborts, confirms and
 * releases the preview; limit/exceed; one file without `multiple`.
 */
export function useUploadList<R = unknown>(options: UploadOptions<R>) {
  const listRef = useRef<UploadFile<R>[]>([]);
  const requests = useRef(new Map<string, UploadHandle>());
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const [list, setList] = useState<UploadFile<R>[]>([]);

  const commit = useCallback((next: UploadFile<R>[]) => {
    listRef.current = next;
    setList(next);
  }, []);
  const update = useCallback(
    (uid: string, change: Partial<UploadFile<R>>): UploadFile<R> | undefined => {
      const current = listRef.current.find((item) => item.uid === uid);
      if (!current) return undefined;
      const next = { ...current, ...change };
      commit(listRef.current.map((item) => (item.uid === uid ? next : item)));
      return next;
    },
    [commit],
  );

  const upload = useCallback(
    async (file: UploadFile<R>) => {
      const o = optionsRef.current;
      if (o.beforeUpload && !(await o.beforeUpload(file.raw))) {
        const left = listRef.current.filter((item) => item.uid !== file.uid);
        commit(left);
        release(file);
        return;
      }
      const request = o.httpRequest ?? xhrUpload;
      update(file.uid, { status: 'uploading' });
      const handle = request({
        action: o.action,
        method: o.method ?? 'post',
        field: o.name ?? 'file',
        file: file.raw,
        data: o.data,
        headers: o.headers,
        withCredentials: o.withCredentials,
        onProgress: (percent) => {
          const next = update(file.uid, { status: 'uploading', percentage: Math.round(percent) });
          if (next) optionsRef.current.onProgress?.(next.percentage, next, listRef.current);
        },
        onSuccess: (response) => {
          requests.current.delete(file.uid);
          const next = update(file.uid, { status: 'success', response: response as R });
          if (!next) return;
          optionsRef.current.onSuccess?.(response as R, next, listRef.current);
          optionsRef.current.onChange?.(next, listRef.current);
        },
        onError: (error) => {
          requests.current.delete(file.uid);
          const current = listRef.current.find((item) => item.uid === file.uid);
          if (!current) return;
          const failed = { ...current, status: 'fail' as const };
          commit(listRef.current.filter((item) => item.uid !== file.uid));
          release(failed);
          optionsRef.current.onError?.(error, failed, listRef.current);
          optionsRef.current.onChange?.(failed, listRef.current);
        },
      });
      if (listRef.current.some((item) => item.uid === file.uid)) requests.current.set(file.uid, handle);
    },
    [commit, update],
  );

  /** Takes files as a picker or a drop gives them. */
  const add = useCallback(
    (picked: File[]) => {
      const o = optionsRef.current;
      const files = o.multiple ? picked : picked.slice(0, 1);
      if (files.length === 0) return;
      if (o.limit !== undefined && listRef.current.length + files.length > o.limit) {
        o.onExceed?.(files, listRef.current);
        return;
      }
      for (const raw of files) {
        const file: UploadFile<R> = {
          uid: newUid(),
          name: raw.name,
          size: raw.size,
          status: 'ready',
          percentage: 0,
          raw,
          ...(raw.type.startsWith('image/') && { url: URL.createObjectURL(raw) }),
        };
        commit([...listRef.current, file]);
        o.onChange?.(file, listRef.current);
        if (o.autoUpload ?? true) void upload(file);
      }
    },
    [commit, upload],
  );

  const remove = useCallback(
    async (uid: string) => {
      const file = listRef.current.find((item) => item.uid === uid);
      if (!file) return;
      const o = optionsRef.current;
      if (o.beforeRemove && !(await o.beforeRemove(file, listRef.current))) return;
      requests.current.get(uid)?.abort();
      requests.current.delete(uid);
      commit(listRef.current.filter((item) => item.uid !== uid));
      release(file);
      o.onRemove?.(file, listRef.current);
      o.onChange?.(file, listRef.current);
    },
    [commit],
  );

  /** Starts the files still ready (with autoUpload off). */
  const submit = useCallback(() => {
    for (const file of listRef.current) if (file.status === 'ready') void upload(file);
  }, [upload]);

  /** Empties the list, aborting what is in flight and releasing every preview. */
  const clear = useCallback(() => {
    for (const handle of requests.current.values()) handle.abort();
    requests.current.clear();
    for (const file of listRef.current) release(file);
    commit([]);
  }, [commit]);

  useEffect(
    () => () => {
      for (const handle of requests.current.values()) handle.abort();
      for (const file of listRef.current) release(file);
    },
    [],
  );

  return { list, add, remove, submit, clear };
}
