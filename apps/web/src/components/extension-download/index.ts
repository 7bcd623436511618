// The top-bar entry only. The guide and the panel are imported from their own files: re-exported
// here, they would ride into the first load with the top bar (a bundler places every module the
// entry reaches statically in the entry's chunks).
export { BROWSERS, type Browser, type BrowserKey } from './browsers';
export { ExtensionDownload } from './extension-download';
export { extensionZipPath } from './use-extension-zip';
