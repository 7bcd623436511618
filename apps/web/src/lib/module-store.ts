import {
  DEFAULT_MODULE_KEY,
  MENU_ITEMS,
  MODULE_KEYS,
  type MenuItem,
  type ModuleKey,
} from '@asinasin/contract';
import { App } from 'antd';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { defineCall, lazyEndpoint } from './define-call';

/** A module as the server knows it: its mold id (when provisioned), route path and display value. */
export interface ModuleRef {
  id?: number;
  path: string;
  value: string;
  /** names in both languages and the power one use costs (GET /api/mold/index) */
  name_zh?: string;
  name_en?: string;
  cost?: number;
}

/** The billable modules ("mold", SPEC §3/§7), their schema loaded with the answer (decisions/0015). */
const getModules = defineCall(
  lazyEndpoint({ method: 'GET', path: '/api/mold/index' }, () =>
    import('./lazy-billing-endpoints').then((m) => m.billingEndpoints.moduleIndex),
  ),
);
let loading: Promise<void> | undefined;

/** The module store of SPEC §3. */
export interface ModuleState {
  activeName: string;
  asinReport: number;
  marketReport: number;
  enNameObj: Partial<Record<string, ModuleRef>>;
  menu: readonly MenuItem[];
}

export const INITIAL_MODULE_STATE: ModuleState = {
  activeName: DEFAULT_MODULE_KEY,
  asinReport: 1,
  marketReport: 1,
  enNameObj: {},
  menu: MENU_ITEMS,
};

let state: ModuleState = INITIAL_MODULE_STATE;
const listeners = new Set<() => void>();

function setState(patch: Partial<ModuleState>) {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

export function isModuleKey(value: unknown): value is ModuleKey {
  return typeof value === 'string' && (MODULE_KEYS as readonly string[]).includes(value);
}

export const moduleStore = {
  getState: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  setActiveName: (activeName: string) => setState({ activeName }),
  setEnNameObj: (enNameObj: ModuleState['enNameObj']) => setState({ enNameObj }),
  setReportCounters: (counters: Partial<Pick<ModuleState, 'asinReport' | 'marketReport'>>) =>
    setState(counters),
  reset: () => {
    loading = undefined;
    setState(INITIAL_MODULE_STATE);
  },
  /**
   * Fills enNameObj from the server's billable modules, keyed by module key (asin_fx_update,
   * sc_fx_update, ai_pantent, ai_listing). Once per page; a failure lets the next caller retry.
   */
  load(): Promise<void> {
    loading ??= getModules().then(
      ({ mold }) => {
        const enNameObj: ModuleState['enNameObj'] = {};
        for (const { key, id, path, value, name_zh, name_en, cost } of mold) {
          enNameObj[key] = { id, path, value, name_zh, name_en, cost };
        }
        setState({ enNameObj: { ...state.enNameObj, ...enNameObj } });
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  },
  /** The mold id of a module, or undefined when the server has not provided one. */
  findModuleId(key: string): number | undefined {
    return state.enNameObj[key]?.id;
  },
  /**
   * The dashboard's `enName` query parameter picks the active module (SPEC §2). Unknown values are
   * ignored so a stale or hand-edited link cannot select a module that does not exist.
   */
  applyEnNameQuery(search: URLSearchParams): boolean {
    const enName = search.get('enName');
    if (!isModuleKey(enName)) return false;
    setState({ activeName: enName });
    return true;
  },
};

export function useModuleStore<T>(select: (s: ModuleState) => T): T {
  const snapshot = useSyncExternalStore(moduleStore.subscribe, moduleStore.getState, moduleStore.getState);
  return select(snapshot);
}

/** Loads the billable modules once the component mounts; a failure shows later as a missing id. */
export function useLoadModules(): void {
  useEffect(() => {
    moduleStore.load().catch(() => undefined);
  }, []);
}

/** Looks a module's id up; a module without one shows 'module ID does not exist' (SPEC §5). */
export function useModuleIdLookup(): (key: string) => number | undefined {
  const { message } = App.useApp();
  const { t } = useTranslation();
  useLoadModules();
  return useCallback(
    (key: string) => {
      const id = moduleStore.findModuleId(key);
      if (id === undefined) void message.error(t('module.idMissing'));
      return id;
    },
    [message, t],
  );
}
