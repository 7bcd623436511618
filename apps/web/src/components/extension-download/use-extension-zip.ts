import { useQuery } from '@tanstack/react-query';
import { fileExists } from '../../lib/api-client';
import { useSiteConfig } from '../../lib/site-config';

export function extensionZipPath(name: string): string {
  return `/download/${encodeURIComponent(name)}.zip`;
}

/** Whether the extension zip has been published on this server (HEAD request, no download). */
export function useExtensionZip() {
  const { extensionName } = useSiteConfig();
  const path = extensionName ? extensionZipPath(extensionName) : '';
  const query = useQuery({
    queryKey: ['extension-zip', path],
    queryFn: () => fileExists(path),
    enabled: path !== '',
    staleTime: 5 * 60_000,
  });
  return { path, isChecking: !path || query.isLoading, isAvailable: query.data === true };
}
