import { useEffect, useState } from 'react';
import { commonHeaders } from './api-client';

/**
 * An image the server gives to signed-in sellers only (a drawing, an analysed image), fetched with
 * the session's headers: its object URL, released when the address changes or the component goes;
 * undefined until it has loaded, or when it cannot be fetched.
 */
export function useSessionImage(url: string | null | undefined): string | undefined {
  const [src, setSrc] = useState<string>();
  useEffect(() => {
    if (!url) return;
    const controller = new AbortController();
    let created: string | undefined;
    fetch(url, { headers: commonHeaders(), signal: controller.signal })
      .then((response) => (response.ok ? response.blob() : Promise.reject(new Error(`${response.status}`))))
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
  return src;
}
