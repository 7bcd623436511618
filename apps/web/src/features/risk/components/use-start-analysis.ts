import { RISK_MODULE, type RiskCreateBody } from '@asinasin/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client';
import { formatPowerBalance } from '../../../lib/format';
import { moduleStore, useModuleIdLookup } from '../../../lib/module-store';
import { createRiskAnalysis, RISK_KEYS } from '../api/risk-calls';

export type AnalysisInput = Omit<RiskCreateBody, 'mold_id' | 'path'>;

/**
 * Shows the module's power cost for confirmation (DESIGN: the cost before a paid action), then
 * starts the analysis; a short balance answers 996, which opens the top-up dialog (api-client).
 * Resolves with the new analysis' id, or null when cancelled or refused.
 */
export function useStartAnalysis() {
  const { t } = useTranslation('risk');
  const { message, modal } = App.useApp();
  const lookup = useModuleIdLookup();
  const queryClient = useQueryClient();

  return async (input: AnalysisInput): Promise<number | null> => {
    await moduleStore.load().catch(() => undefined);
    const moldId = lookup(RISK_MODULE);
    if (moldId === undefined) return null;
    const module = moduleStore.getState().enNameObj[RISK_MODULE];
    const cost = module?.cost ?? 0;
    return new Promise((resolve) => {
      modal.confirm({
        title: t('risk.confirm.title'),
        content:
          cost > 0 ? t('risk.confirm.body', { cost: formatPowerBalance(cost) }) : t('risk.confirm.bodyFree'),
        okText: t('risk.confirm.ok'),
        cancelText: t('risk.confirm.cancel'),
        onCancel: () => resolve(null),
        onOk: async () => {
          try {
            const started = await createRiskAnalysis({ ...input, mold_id: moldId, path: module?.path ?? '' });
            void message.success(t('risk.started'));
            void queryClient.invalidateQueries({ queryKey: RISK_KEYS.list });
            resolve(started.id);
          } catch (error) {
            void message.error(errorMessage(error));
            resolve(null);
          }
        },
      });
    });
  };
}
