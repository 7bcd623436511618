export * from './schemas.js';
export * from './content.js';
