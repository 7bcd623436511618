export { takeImage, formatList, type AcceptedImage, type ImagePolicy } from './intake.js';
export { receiveImage } from './receive.js';
export { sniffImageFormat, IMAGE_FORMATS, MIME_TYPES, EXTENSIONS, type ImageFormat } from './sniff.js';
