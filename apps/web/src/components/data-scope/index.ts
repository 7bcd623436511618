export { OwnAccountEmpty, ScopeFilter, scopeOf } from './data-scope';
export { DATA_SCOPE_MESSAGES } from './i18n';
