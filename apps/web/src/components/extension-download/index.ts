export { BROWSERS, type Browser, type BrowserKey } from './browsers';
export { ExtensionDownload } from './extension-download';
export { ExtensionGuide } from './extension-guide';
export { ExtensionPanel } from './extension-panel';
export { extensionZipPath } from './use-extension-zip';
