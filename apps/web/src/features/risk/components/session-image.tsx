import { useEffect, useState } from 'react';
import { commonHeaders } from '../../../lib/api-client';

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
  const [src, setSrc] = useState<string>();
  useEffect(() => {
    const controller = new AbortController();
    let created: string | undefined;
    fetch(url, { headers: commonHeaders(), signal: controller.signal })
      .then((response) =>
        response.ok ? response.blob() : Promise.reject(new Error(String(response.status))),
      )
      .then((blob) => {
        created = URL.createObjectURL(blob);
        setSrc(created);
      })
      .catch(() => undefined);
    return () => {
      controller.abort();
      if (created) URL.revokeObjectURL(created);
    };
  }, [url]);
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
