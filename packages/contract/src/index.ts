export * from './constants.js';
export * from './errors.js';
export * from './envelope.js';
export * from './routes.js';
export * from './account.js';
export * from './captcha.js';
export * from './site.js';
export * from './api-paths.js';
