import { ErrorCode, type Generation } from '@asinasin/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { clearSession, useRefreshUser } from '../../../lib/session';
import { useRefreshListingData } from '../api/listing-calls';
import { streamGeneration, StreamFailure, type StreamFailureKind } from '../api/stream-generation';

export type StreamState =
  | { status: 'idle' }
  | { status: 'streaming'; text: string }
  | { status: 'done'; text: string; generation: Generation }
  /** `message` is the server's (in the seller's language); `kind` a failure the page names itself */
  | {
      status: 'failed';
      text: string;
      message?: string;
      kind?: StreamFailureKind;
      code?: number;
      /** the input field the server refused (e.g. one the offline generator cannot translate) */
      field?: string;
    };

/**
 * One generation at a time, streamed: the text grows as it comes, `stop` aborts the request (the
 * server then stops the model and charges nothing), leaving the page aborts it too.
 */
export function useGenerationStream(path: string) {
  const [state, setState] = useState<StreamState>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);
  const queryClient = useQueryClient();
  const refreshUser = useRefreshUser();
  const refreshListing = useRefreshListingData();

  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(
    async (body: unknown): Promise<Generation | undefined> => {
      controller.current?.abort();
      const own = new AbortController();
      controller.current = own;
      let text = '';
      setState({ status: 'streaming', text });
      try {
        const generation = await streamGeneration(path, body, {
          signal: own.signal,
          onToken: (piece) => {
            text += piece;
            if (controller.current === own) setState({ status: 'streaming', text });
          },
        });
        if (controller.current === own) setState({ status: 'done', text, generation });
        refreshListing(generation);
        refreshUser();
        return generation;
      } catch (error) {
        if (controller.current !== own) return undefined;
        if (error instanceof ApiError) {
          // The session ended on the server: forget it here, the guard then asks to log in.
          if (error.code === ErrorCode.NOT_LOGGED_IN) clearSession(queryClient);
          const field = (error.data as { field?: unknown } | null)?.field;
          setState({
            status: 'failed',
            text,
            message: error.msg,
            code: error.code,
            ...(typeof field === 'string' ? { field } : {}),
          });
        } else {
          const kind = error instanceof StreamFailure ? error.kind : 'network';
          setState({ status: 'failed', text, kind });
        }
        // A cut stream may have finished on the server: the history and balance tell.
        refreshListing();
        return undefined;
      } finally {
        if (controller.current === own) controller.current = null;
      }
    },
    [path, queryClient, refreshListing, refreshUser],
  );

  const stop = useCallback(() => controller.current?.abort(), []);
  const reset = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setState({ status: 'idle' });
  }, []);

  return { state, start, stop, reset };
}
