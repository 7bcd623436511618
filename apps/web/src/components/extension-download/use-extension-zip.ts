import { useQuery } from '@tanstack/react-query';
import { fileExists } from '../../lib/api-client';
import { siteConfig } from '../../lib/site-config';

export function extensionZipPath(name = siteConfig.extensionName): string {
  return `/download/${encodeURIComponent(name)}.zip`;
}

/** Whether the extension zip has been published on this server (HEAD request, no download). */
export function useExtensionZip() {
  const path = extensionZipPath();
  const query = useQuery({
    queryKey: ['extension-zip', path],
    queryFn: () => fileExists(path),
    staleTime: 5 * 60_000,
  });
  return { path, isChecking: query.isLoading, isAvailable: query.data === true };
}
