/** Why a page could not be read. */
export type AmazonPageProblem =
  'empty' | 'not-amazon' | 'robot-check' | 'truncated' | 'unsupported-page' | 'missing-asin';

const MESSAGES: Record<AmazonPageProblem, string> = {
  empty: 'the page is empty',
  'not-amazon':
    'this is not an Amazon page: no amazon.* address in its canonical link, og:url or links, and no Amazon page frame',
  'robot-check':
    'Amazon answered with a robot check (captcha: "Enter the characters you see below") instead of the page; open the page in a browser and save it again',
  truncated: 'the page is cut off before its end (no closing </html>); save the whole page again',
  'unsupported-page': 'this Amazon page is not a product page, a search result page or a Best Sellers page',
  'missing-asin': 'this Amazon product page shows no ASIN',
};

/** A page that the parsers cannot read, with the reason as a code a program can act on. */
export class AmazonPageError extends Error {
  override readonly name: string = 'AmazonPageError';
  constructor(
    readonly problem: AmazonPageProblem,
    detail?: string,
  ) {
    super(detail ? `${MESSAGES[problem]} (${detail})` : MESSAGES[problem]);
  }
}

/** The input is not an Amazon page at all (empty, or another site's page). */
export class NotAnAmazonPageError extends AmazonPageError {
  override readonly name = 'NotAnAmazonPageError';
  constructor(problem: 'empty' | 'not-amazon', detail?: string) {
    super(problem, detail);
  }
}
