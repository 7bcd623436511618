import { REPORT_MODULE, type ReportKind } from '@asinasin/contract';
import { App } from 'antd';
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client';
import { moduleStore, useModuleIdLookup } from '../../../lib/module-store';
import { useUpdateReport } from '../api/report-calls';
import { downloadReport } from './download-report';
import type { CardSubject } from './report-subject';

/**
 * A card's download, update and recreate (SPEC §4, §5, §8). Update or recreate is skipped while the
 * same kind's request is in flight or when the module has no id; the server charges it anew.
 */
export function useReportActions(kind: ReportKind) {
  const { t } = useTranslation('reports');
  const { message } = App.useApp();
  const lookup = useModuleIdLookup();
  const update = useUpdateReport();
  const inFlight = useRef(false);

  const download = useCallback(
    (card: CardSubject) => {
      if (!card.url) {
        void message.error(t('reports.card.noFile'));
        return;
      }
      downloadReport(card.id).catch((error: unknown) => void message.error(errorMessage(error)));
    },
    [message, t],
  );

  const regenerate = useCallback(
    (card: CardSubject, action: 'update' | 'recreate') => {
      if (action === 'update' && card.state !== 1) {
        void message.error(t('reports.card.cannotUpdate'));
        return;
      }
      if (action === 'recreate' && card.state !== 2) {
        void message.info(t('reports.card.noNeedToRecreate'));
        return;
      }
      if (inFlight.current) return;
      const moldKey = REPORT_MODULE[kind];
      const moldId = lookup(moldKey);
      if (moldId === undefined) return;
      const path = moduleStore.getState().enNameObj[moldKey]?.path ?? '';
      inFlight.current = true;
      update.mutate(
        { kind, id: card.id, action, mold_id: moldId, path },
        {
          onSuccess: () => {
            const done = action === 'update' ? 'updated' : 'created';
            void message.success(t(`reports.${kind}.${done}`));
          },
          onError: (error) => void message.error(errorMessage(error)),
          onSettled: () => {
            inFlight.current = false;
          },
        },
      );
    },
    [kind, lookup, message, t, update],
  );

  return { download, regenerate, pending: update.isPending };
}
