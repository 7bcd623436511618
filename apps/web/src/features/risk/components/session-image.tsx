import { useSessionImage } from '../../../lib/use-session-image';

/** An image the server gives only with the seller's session (a drawing, an analysed image). */
export function SessionImage({
  url,
  alt,
  size,
  testId,
}: {
  url: string;
  alt: string;
  size: number;
  testId?: string;
}) {
  const src = useSessionImage(url);
  const box = {
    width: size,
    height: size,
    objectFit: 'contain' as const,
    border: '1px solid #f0f0f0',
    background: '#fff',
  };
  return src ? (
    <img src={src} alt={alt} style={box} data-testid={testId} />
  ) : (
    <div style={box} aria-label={alt} />
  );
}
