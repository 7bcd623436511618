import { MAX_PATENT_IMAGE_BYTES } from '@asinasin/contract';

/** SPEC §5, §9: the image input's value is scaled to fit 298×298; only .jpg and .png are taken. */
export const IMAGE_SIDE = 298;
export const IMAGE_TYPES = ['image/jpeg', 'image/png'];

export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });
}

export function loadImage(src: string, crossOrigin = false): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    if (crossOrigin) image.crossOrigin = 'anonymous';
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('image not loaded'));
    image.src = src;
  });
}

function canvasOf(width: number, height: number) {
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(width));
  canvas.height = Math.max(1, Math.round(height));
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no canvas');
  return { canvas, context };
}

/** The data URL a canvas holds, as PNG when that stays within the byte bound, else as a JPEG. */
function dataUrlOf(canvas: HTMLCanvasElement): string {
  const png = canvas.toDataURL('image/png');
  return png.length * 0.75 <= MAX_PATENT_IMAGE_BYTES ? png : canvas.toDataURL('image/jpeg', 0.9);
}

/** The image scaled (never up) to fit IMAGE_SIDE × IMAGE_SIDE, white behind any transparency. */
export async function fitImage(src: string, crossOrigin = false): Promise<string> {
  const image = await loadImage(src, crossOrigin);
  const scale = Math.min(1, IMAGE_SIDE / Math.max(image.naturalWidth, image.naturalHeight));
  const { canvas, context } = canvasOf(image.naturalWidth * scale, image.naturalHeight * scale);
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
  return dataUrlOf(canvas);
}

export interface Area {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The square the seller chose (react-easy-crop's area in pixels of the rotated image), cut from the
 * image turned by `rotation` degrees (a multiple of 90), then fitted to IMAGE_SIDE.
 */
export async function cropImage(src: string, area: Area, rotation: number): Promise<string> {
  const image = await loadImage(src);
  const turns = (((rotation / 90) % 4) + 4) % 4;
  const sideways = turns % 2 === 1;
  const width = sideways ? image.naturalHeight : image.naturalWidth;
  const height = sideways ? image.naturalWidth : image.naturalHeight;
  const rotated = canvasOf(width, height);
  rotated.context.translate(width / 2, height / 2);
  rotated.context.rotate((turns * Math.PI) / 2);
  rotated.context.drawImage(image, -image.naturalWidth / 2, -image.naturalHeight / 2);
  const side = Math.min(IMAGE_SIDE, area.width);
  const out = canvasOf(side, (side * area.height) / area.width);
  out.context.fillStyle = '#ffffff';
  out.context.fillRect(0, 0, out.canvas.width, out.canvas.height);
  out.context.drawImage(
    rotated.canvas,
    area.x,
    area.y,
    area.width,
    area.height,
    0,
    0,
    out.canvas.width,
    out.canvas.height,
  );
  return dataUrlOf(out.canvas);
}
