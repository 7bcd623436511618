import { REPORT_MODULE, type ReportKind } from '@asinasin/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { formatPowerBalance } from '../../../lib/format';
import { moduleStore, useModuleIdLookup } from '../../../lib/module-store';
import { createAsinReport, createMarketReport, REPORT_KEYS } from '../api/report-calls';

/** What a report is asked for, read from the landing address of SPEC §2. */
export interface ReportRequest {
  subject: string;
  marketplace: string;
}

/**
 * `/product?asin=…&marketplace=…` and `/market?market=…` create a report: the module's power cost
 * is shown for confirmation first (DESIGN), then the create call runs as a job on the server. A
 * short balance answers 996, which opens the top-up dialog (api-client). The address is cleaned
 * afterwards so a reload does not ask again.
 */
export function useCreateReportFromAddress(kind: ReportKind, request: ReportRequest | null) {
  const { t } = useTranslation('reports');
  const { message, modal } = App.useApp();
  const lookup = useModuleIdLookup();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const asked = useRef<string | null>(null);
  const key = search.toString();

  useEffect(() => {
    if (!request || asked.current === key) return;
    asked.current = key;
    const moldKey = REPORT_MODULE[kind];
    const clear = () => void navigate(pathname, { replace: true });
    void moduleStore
      .load()
      .catch(() => undefined)
      .then(() => {
        const moldId = lookup(moldKey);
        if (moldId === undefined) return clear();
        const module = moduleStore.getState().enNameObj[moldKey];
        const cost = module?.cost ?? 0;
        const params = { subject: request.subject, marketplace: request.marketplace };
        modal.confirm({
          title: t('reports.confirm.title'),
          content:
            cost > 0
              ? t('reports.confirm.body', { ...params, cost: formatPowerBalance(cost) })
              : t('reports.confirm.bodyFree', params),
          okText: t('reports.confirm.ok'),
          cancelText: t('reports.confirm.cancel'),
          onCancel: clear,
          onOk: async () => {
            const body = { mold_id: moldId, path: module?.path ?? '', marketplace: request.marketplace };
            try {
              if (kind === 'asin') await createAsinReport({ ...body, asin: request.subject });
              else await createMarketReport({ ...body, keyword: request.subject });
              void message.success(t(`reports.${kind}.created`));
              void queryClient.invalidateQueries({ queryKey: REPORT_KEYS.list(kind) });
            } catch (error) {
              void message.error(errorMessage(error));
            }
            clear();
          },
        });
      });
  }, [kind, key, lookup, message, modal, navigate, pathname, queryClient, request, t]);
}
