import { reportContentSchema } from '@asinasin/contract';
import { Result } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ReportDocument } from '../components/report-document';

/** What the server's printer (platform/pdf) hands the page by script: never fetched over HTTP. */
const printData = z.object({ title: z.string(), content: reportContentSchema });

declare global {
  interface Window {
    __ASINASIN_PRINT__?: unknown;
  }
}

/** Frames to wait for the charts to draw before the page says it is ready (ECharts draws on a frame). */
const FRAMES_TO_SETTLE = 3;

function whenDrawn(): Promise<void> {
  return new Promise((resolve) => {
    let left = FRAMES_TO_SETTLE;
    const tick = () => (--left <= 0 ? resolve() : requestAnimationFrame(tick));
    requestAnimationFrame(tick);
  });
}

/**
 * /report-print: the report view as the PDF prints it, outside the shell and the login guard. It
 * holds no data of its own: the server's printer hands it the report it prints. Opened any other
 * way, it says there is nothing to print.
 */
export function ReportPrintPage() {
  const { t } = useTranslation('reports');
  const parsed = useMemo(() => printData.safeParse(window.__ASINASIN_PRINT__), []);

  useEffect(() => {
    let isLive = true;
    // Fonts first (CJK glyphs), then the frames the charts draw on; jsdom has no FontFaceSet.
    const fontsReady = 'fonts' in document ? document.fonts.ready : Promise.resolve();
    void fontsReady.then(whenDrawn).then(() => {
      if (isLive) document.documentElement.dataset.printReady = parsed.success ? 'report' : 'empty';
    });
    return () => {
      isLive = false;
    };
  }, [parsed.success]);

  if (!parsed.success) return <Result status="warning" title={t('reports.online.notFound')} />;
  return (
    <div className="report-print">
      <ReportDocument title={parsed.data.title} content={parsed.data.content} print />
    </div>
  );
}
