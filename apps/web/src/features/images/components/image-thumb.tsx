import { PictureOutlined } from '@ant-design/icons';
import { useEffect, useState } from 'react';
import { fetchImage } from '../api/image-calls';

/** A seller's image, fetched with their credentials; its object URL is released when it unmounts. */
export function ImageThumb({ id, alt, size = 96 }: { id: number; alt: string; size?: number }) {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    const controller = new AbortController();
    let created: string | undefined;
    fetchImage(id, controller.signal)
      .then((blob) => {
        created = URL.createObjectURL(blob);
        setUrl(created);
      })
      .catch(() => undefined);
    return () => {
      controller.abort();
      if (created) URL.revokeObjectURL(created);
    };
  }, [id]);
  const box = { width: size, height: size, border: '1px solid #f0f0f0', borderRadius: 4, background: '#fff' };
  if (!url) {
    return (
      <span style={{ ...box, display: 'inline-flex', alignItems: 'center', justifyContent: 'center' }}>
        <PictureOutlined aria-hidden style={{ color: '#bfbfbf' }} />
      </span>
    );
  }
  return <img src={url} alt={alt} style={{ ...box, objectFit: 'contain' }} />;
}
