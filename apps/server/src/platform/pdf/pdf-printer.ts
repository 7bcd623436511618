import fs from 'node:fs';
import type { Language } from '@asinasin/contract';
import pLimit from 'p-limit';
import { chromium, type Browser } from 'playwright-core';
import { answerPrintRequest, PRINT_ORIGIN } from './print-routes.js';

/** What one printout shows: a page of the built web app, in a language, with its data handed in. */
export interface PrintRequest {
  /** the web page's path (e.g. /report-print) */
  path: string;
  language: Language;
  /** given to the page as `window.__ASINASIN_PRINT__`: it never travels over HTTP */
  data: unknown;
  /** the footer's words around the page numbers: "第 {page} 页，共 {pages} 页" */
  footer: string;
}

/** A printout and where its time went: drawing the page, then printing it. */
export interface Printout {
  pdf: Buffer;
  renderingMs: number;
  pdfMs: number;
}

/** Chromium or the built web app is missing: nothing can be printed (the message says what to do). */
export class PrintUnavailableError extends Error {}

export interface PdfPrinterOptions {
  chromiumPath: string;
  /** the built web app (apps/web/dist): the printed page is the online view itself */
  webDist: string | undefined;
  /** pages printed at once; the rest wait (each page is a renderer process of some 100 MB) */
  maxPages: number;
  /** how long one page may take to draw before the printout fails */
  timeoutMs?: number;
  /** the browser is closed after this long with nothing to print, and launched again when asked */
  idleCloseMs?: number;
}

/** Nothing printed for a minute: the browser's memory goes back to the machine. */
const IDLE_CLOSE_MS = 60_000;

/**
 * Chromium's switches that cut its memory (docs/reports.md, "Memory"): no GPU process (software
 * drawing in the browser process), /tmp rather than a small /dev/shm, at most as many renderer
 * processes as pages printed at once, a bounded script heap, and nothing running in the background.
 */
function chromiumArgs(maxPages: number): string[] {
  return [
    '--no-sandbox',
    '--disable-gpu',
    '--in-process-gpu',
    '--disable-dev-shm-usage',
    `--renderer-process-limit=${maxPages}`,
    '--js-flags=--max-old-space-size=256',
    '--disable-extensions',
    '--disable-component-update',
    '--disable-background-networking',
    '--disable-features=Translate,MediaRouter,OptimizationHints,BackForwardCache',
    '--mute-audio',
    '--no-first-run',
  ];
}

const A4_VIEWPORT = { width: 794, height: 1123 };
const MARGIN = { top: '14mm', bottom: '16mm', left: '12mm', right: '12mm' };

function footerTemplate(footer: string): string {
  const words = footer
    .replace(/[<>&]/g, '')
    .replace('{page}', '<span class="pageNumber"></span>')
    .replace('{pages}', '<span class="totalPages"></span>');
  return `<div style="width:100%;font-size:8px;color:#888;text-align:center;">${words}</div>`;
}

/**
 * Prints pages of the web app to A4 PDFs through Debian's Chromium (playwright-core), one browser
 * for the process, launched on first use and again if it dies. The page is loaded from an origin
 * no network serves: every request is answered here from the built web app, and the page's data is
 * handed in by script. So no report is ever served to an unauthenticated address, and a printout
 * reaches no outside host (a remote image would be a fetch of an address someone imported).
 * Each printout has its own browser context, closed after it; at most `maxPages` print at once; the
 * browser is closed when idle.
 */
export class PdfPrinter {
  private browser: Promise<Browser> | undefined;
  private readonly limit: ReturnType<typeof pLimit>;
  private printing = 0;
  private idleTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly options: PdfPrinterOptions) {
    this.limit = pLimit(options.maxPages);
  }

  /** Why nothing can be printed here, or undefined when Chromium and the web app are in place. */
  unavailable(): string | undefined {
    if (!fs.existsSync(this.options.chromiumPath)) {
      return `Chromium was not found at ${this.options.chromiumPath}: install it (scripts/system-deps.sh) or set CHROMIUM_PATH`;
    }
    if (!this.options.webDist)
      return 'the web app is not built (npm run build): the PDF prints its report view';
    return undefined;
  }

  private launch(): Promise<Browser> {
    if (!this.browser) {
      const launched = chromium.launch({
        executablePath: this.options.chromiumPath,
        args: chromiumArgs(this.options.maxPages),
      });
      this.browser = launched;
      // Only this browser's end forgets it: one closed for being idle may go after the next is up.
      const forget = () => {
        if (this.browser === launched) this.browser = undefined;
      };
      launched.then((browser) => browser.on('disconnected', forget), forget);
    }
    return this.browser;
  }

  print(request: PrintRequest): Promise<Printout> {
    this.printing++;
    clearTimeout(this.idleTimer);
    return this.limit(() => this.printNow(request)).finally(() => {
      if (--this.printing > 0) return;
      this.idleTimer = setTimeout(() => void this.close(), this.options.idleCloseMs ?? IDLE_CLOSE_MS);
      this.idleTimer.unref();
    });
  }

  /** Whether a browser is up (launched, or launching): false once it was closed for being idle. */
  get isBrowserOpen(): boolean {
    return this.browser !== undefined;
  }

  private async printNow(request: PrintRequest): Promise<Printout> {
    const reason = this.unavailable();
    if (reason) throw new PrintUnavailableError(reason);
    const started = performance.now();
    const browser = await this.launch();
    const context = await browser.newContext({ viewport: A4_VIEWPORT, locale: request.language });
    try {
      const timeout = this.options.timeoutMs ?? 60_000;
      context.setDefaultTimeout(timeout);
      const webDist = this.options.webDist!;
      await context.route('**/*', (route) => answerPrintRequest(route, webDist));
      const page = await context.newPage();
      // Runs in the page before its own scripts (this file has no DOM types: the page's globals are typed here).
      await page.addInitScript(
        ({ language, data }) => {
          const page = globalThis as unknown as {
            localStorage: { setItem(key: string, value: string): void };
            __ASINASIN_PRINT__: unknown;
          };
          page.localStorage.setItem('asinasin.language', language);
          page.__ASINASIN_PRINT__ = data;
        },
        { language: request.language, data: request.data },
      );
      await page.goto(new URL(request.path, PRINT_ORIGIN).href);
      // The page says when it is drawn (charts included) and fonts are loaded.
      await page.waitForSelector('html[data-print-ready]', { state: 'attached' });
      const ready = await page.getAttribute('html', 'data-print-ready');
      if (ready !== 'report') throw new Error(`the page ${request.path} refused the data it was handed`);
      await page.emulateMedia({ media: 'print' });
      const drawn = performance.now();
      const pdf = await page.pdf({
        format: 'A4',
        printBackground: true,
        margin: MARGIN,
        displayHeaderFooter: true,
        headerTemplate: '<div></div>',
        footerTemplate: footerTemplate(request.footer),
      });
      return { pdf, renderingMs: drawn - started, pdfMs: performance.now() - drawn };
    } finally {
      await context.close().catch(() => undefined);
    }
  }

  async close(): Promise<void> {
    clearTimeout(this.idleTimer);
    const browser = this.browser;
    this.browser = undefined;
    await (await browser?.catch(() => undefined))?.close();
  }
}
