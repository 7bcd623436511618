import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { layout } from '../../theme';
import { SERVICE_GUTTER } from './customer-service';

/** The multi-device page draws edge to edge; every other page gets the standard padding (SPEC §2). */
export const UNPADDED_PATHS = ['/products/about'] as const;

export function PageWrapper({ isNarrow, children }: { isNarrow: boolean; children: ReactNode }) {
  const { pathname } = useLocation();
  const isUnpadded = (UNPADDED_PATHS as readonly string[]).includes(pathname.replace(/\/+$/, ''));
  const padding = isUnpadded ? 0 : isNarrow ? layout.contentPaddingNarrow : layout.contentPadding;
  // Wide screens keep a column free for the floating customer-service button, edge-to-edge pages too.
  const paddingInlineEnd = isNarrow ? padding : SERVICE_GUTTER;
  return (
    <div data-testid="page-wrapper" data-padded={String(!isUnpadded)} style={{ padding, paddingInlineEnd }}>
      {children}
    </div>
  );
}
