/**
 * `npm run parse-page -- <page.html>`: read a saved Amazon page (product, search or Best Sellers;
 * gzipped as `.html.gz` like those of data/amazon-pages) and print what the parsers find as pretty JSON. Exit 0 on success; 2 with one line on stderr for a
 * missing file or a page that cannot be read. Messages follow LANG (zh* → Chinese, else English).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { AmazonPageError, parseAmazonPage, type Language } from '@asinasin/contract';

const MESSAGES: Record<Language, { usage: string; unreadable: string }> = {
  'en-US': {
    usage: 'usage: npm run parse-page -- <page.html | page.html.gz>',
    unreadable: 'cannot read the file',
  },
  'zh-CN': { usage: '用法：npm run parse-page -- <页面.html | 页面.html.gz>', unreadable: '无法读取该文件' },
};

function languageOf(env: NodeJS.ProcessEnv): Language {
  return /^zh/i.test(env.LC_ALL || env.LC_MESSAGES || env.LANG || '') ? 'zh-CN' : 'en-US';
}

function fail(line: string): number {
  process.stderr.write(`parse-page: ${line.replace(/\s+/g, ' ')}\n`);
  return 2;
}

async function main(args: readonly string[]): Promise<number> {
  const language = languageOf(process.env);
  const [file, ...rest] = args;
  if (!file || rest.length > 0) return fail(MESSAGES[language].usage);
  let html: string;
  try {
    // npm runs scripts from the repo root; a relative path means the caller's directory.
    const bytes = await readFile(path.resolve(process.env.INIT_CWD ?? process.cwd(), file));
    html = (file.endsWith('.gz') ? gunzipSync(bytes) : bytes).toString('utf8');
  } catch (error) {
    // ENOENT, EACCES...; a broken .gz gives zlib's Z_DATA_ERROR
    const code = (error as NodeJS.ErrnoException).code ?? 'error';
    return fail(`${file}: ${MESSAGES[language].unreadable} (${code})`);
  }
  try {
    process.stdout.write(`${JSON.stringify(parseAmazonPage(html), null, 2)}\n`);
    return 0;
  } catch (error) {
    if (error instanceof AmazonPageError) return fail(`${file}: ${error.messageIn(language)}`);
    throw error;
  }
}

process.exitCode = await main(process.argv.slice(2));
