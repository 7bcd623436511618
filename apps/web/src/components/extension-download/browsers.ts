export const BROWSERS = [
  { key: 'chrome', label: 'extension.chrome', address: 'chrome://extensions' },
  { key: 'edge', label: 'extension.edge', address: 'edge://extensions' },
  { key: 'se', label: 'extension.se', address: 'se://extensions' },
] as const;

export type Browser = (typeof BROWSERS)[number];
export type BrowserKey = Browser['key'];
