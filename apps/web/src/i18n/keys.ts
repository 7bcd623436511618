import type zhCN from './zh-CN.json';

/** Names of the features a route can stand for (the NotBuiltYet page names them). */
export type FeatureKey = keyof (typeof zhCN)['features'];
