import { reportDownloadLink } from '../api/report-calls';

/**
 * Downloads a report's PDF: a fresh signed link first (a link is signed for a few minutes, and
 * the card or view may have been read long before), then the browser's own download of it.
 */
export async function downloadReport(id: number): Promise<void> {
  const { url } = await reportDownloadLink({ id });
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = '';
  anchor.click();
}
