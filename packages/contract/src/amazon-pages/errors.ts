import type { Language } from '../constants.js';

/** Why a page could not be read; a code the importer and the extension turn into their own message. */
export type AmazonPageProblem =
  'empty' | 'not-amazon' | 'robot-check' | 'truncated' | 'unsupported-page' | 'missing-asin';

/** Every problem in both languages of the product, so whoever shows it needs no second copy. */
export const AMAZON_PAGE_PROBLEM_MESSAGES: Record<Language, Record<AmazonPageProblem, string>> = {
  'en-US': {
    empty: 'the page is empty',
    'not-amazon':
      'this is not an Amazon page: no amazon.* address in its canonical link, og:url or links, and no Amazon page frame',
    'robot-check':
      'Amazon answered with a robot check (captcha: "Enter the characters you see below") instead of the page; open the page in a browser and save it again',
    truncated: 'the page is cut off before its end (no closing </html>); save the whole page again',
    'unsupported-page': 'this Amazon page is not a product page, a search result page or a Best Sellers page',
    'missing-asin': 'this Amazon product page shows no ASIN',
  },
  'zh-CN': {
    empty: '页面为空',
    'not-amazon': '这不是亚马逊页面：规范链接、og:url 和页面链接中都没有 amazon.* 地址，也没有亚马逊页面框架',
    'robot-check':
      '亚马逊返回的是机器人验证页（验证码："Enter the characters you see below"），不是所需页面；请在浏览器中打开该页面后重新保存',
    truncated: '页面不完整（缺少结尾的 </html>）；请重新保存完整页面',
    'unsupported-page': '这是亚马逊页面，但不是商品详情页、搜索结果页或畅销榜页面',
    'missing-asin': '该亚马逊商品页面上没有 ASIN',
  },
};

/** A page that the parsers cannot read, with the reason as a code a program can act on. */
export class AmazonPageError extends Error {
  override readonly name: string = 'AmazonPageError';
  constructor(
    readonly problem: AmazonPageProblem,
    readonly detail?: string,
  ) {
    super(amazonPageProblemMessage(problem, 'en-US', detail));
  }

  /** The message in the reader's language. */
  messageIn(language: Language): string {
    return amazonPageProblemMessage(this.problem, language, this.detail);
  }
}

export function amazonPageProblemMessage(
  problem: AmazonPageProblem,
  language: Language,
  detail?: string,
): string {
  const message = AMAZON_PAGE_PROBLEM_MESSAGES[language][problem];
  return detail ? `${message} (${detail})` : message;
}

/** The input is not an Amazon page at all (empty, or another site's page). */
export class NotAnAmazonPageError extends AmazonPageError {
  override readonly name = 'NotAnAmazonPageError';
  constructor(problem: 'empty' | 'not-amazon', detail?: string) {
    super(problem, detail);
  }
}
