import { describe, expect, it } from 'vitest';
import { parseAmazonPage } from './parse-amazon-page.js';
import type { ProductPage } from './schemas.js';

/** A 2015-2018 amazon.com mobile product page (`a-mobile a-touch` frame); each test adds its body. */
function mobilePage(asin: string, body: string): string {
  return `<!doctype html><html class="a-touch a-mobile a-js" data-19ax5a9jf="mongoose"><head>
<link rel="canonical" href="https://www.amazon.com/Seven-Languages-Weeks/dp/${asin}"></head>
<body><div id="a-page"><div id="dp" class="book en_US">
<input type="hidden" id="ASIN" name="ASIN" value="${asin}">
${body}
</div></div></body></html>`;
}

function product(html: string): ProductPage {
  const page = parseAmazonPage(html);
  if (page.kind !== 'product') throw new Error(`not a product page: ${page.kind}`);
  return page;
}

/** The stars and the count share one link to the reviews on every mobile layout. */
const REVIEWS = `<div id="averageCustomerReviews_feature_div"><a id="acrCustomerReviewLink" href="/gp/aw/cr/193435659X/ref=mw_dp_cr">
<i class="a-icon a-icon-star-medium a-star-medium-4-5"><span class="a-icon-alt">4.4 out of 5 stars</span></i>
<span class="a-size-base">(47)</span> <span id="textReviews">Reviews</span></a></div>`;

describe('mobile product pages (2015-2018)', () => {
  it('read the stars and count of the reviews link, and the details kept in the secondary view', () => {
    const page = product(
      mobilePage(
        '193435659X',
        `<div id="byline_feature_div"><a href="/s?search-alias=books&amp;field-author=Bruce+A.+Tate">Bruce A. Tate</a></div>
<h1 id="title" class="a-size-medium">Seven Languages in Seven Weeks <span class="a-color-secondary"></span></h1>
${REVIEWS}
<table id="price"><tr><td>List Price:</td><td><span class="a-text-strike">$34.95</span></td></tr>
<tr><td>Price:</td><td><span id="priceblock_ourprice" class="a-color-price">$25.34</span></td></tr></table>
<div id="detailBullets_feature_div"><ul><li><span class="a-text-bold">Publisher: </span><span>Pragmatic Bookshelf</span></li></ul></div>
<div id="detailBullets_secondary_view_div"><h3>Product Details</h3><ul>
<li><span class="a-list-item"><span class="a-text-bold"> Product Dimensions: </span><span>7.5 x 1.2 x 9.2 inches</span></span></li>
<li><span class="a-list-item"><span class="a-text-bold"> Shipping Weight: </span><span>1.5 pounds</span></span></li>
<li><span class="a-list-item"><span class="a-text-bold"> Amazon.com Sales Rank: </span> 68383 </span></li>
</ul></div>`,
      ),
    );
    expect(page).toMatchObject({
      asin: '193435659X',
      title: 'Seven Languages in Seven Weeks',
      brand: null,
      price: { amount: 25.34, currency: 'USD' },
      priceCondition: 'new',
      rating: 4.4,
      ratingCount: 47,
      weight: { value: 1.5, unit: 'lb', of: 'package' },
      dimensions: { length: 7.5, width: 1.2, height: 9.2, unit: 'in', of: 'item' },
    });
    // A rank printed without its category cannot be a Best Sellers Rank entry.
    expect(page.bsr).toBeNull();
  });

  it('read a Kindle book: its title, its Kindle price, and no brand from the author link', () => {
    const page = product(
      mobilePage(
        'B00AYQNR46',
        `<div id="bylineInfo" class="a-row bylineHidden feature"><span class="a-size-medium" role="heading">
<a class="a-link-normal" href="/kindle-dbs/author/ref=dbs_P_W_auth?author=Bruce%20Tate&amp;asin=B001ITYIUU"> Bruce Tate </a></span></div>
<div id="title_feature_div"><span id="ebooksTitle" class="a-size-base a-text-bold"> Seven Languages in Seven Weeks </span></div>
${REVIEWS}
<div id="ebooksPrice_feature_div">
<div class="a-row list-price-label price_label"><span class="a-color-secondary"> Print List Price: </span><span class="a-text-strike"> $34.95 </span></div>
<div class="a-row kindle-price price_label"><span class="a-color-secondary"> Kindle Price: </span><span class="a-size-small a-color-price a-text-bold"> $25.00 </span></div>
<div class="a-row ebooks-price-savings price_label"><span class="a-color-secondary"> You Save: </span><span class="a-color-price"> $9.95 (28%) </span></div>
</div>`,
      ),
    );
    expect(page).toMatchObject({
      asin: 'B00AYQNR46',
      title: 'Seven Languages in Seven Weeks',
      brand: null,
      price: { amount: 25, currency: 'USD' },
      priceCondition: 'new',
      rating: 4.4,
      ratingCount: 47,
    });
  });

  it('still take a plain brand link in a desktop byline as the brand', () => {
    const page = product(
      mobilePage(
        'B07G2L3JMM',
        `<span id="productTitle">Modern LED Wall Sconce</span>
<a id="bylineInfo" href="/ChangM/b/ref=bl_dp_s_web_20769351011?node=20769351011&amp;field-lbr_brands_browse-bin=ChangM">ChangM</a>`,
      ),
    );
    expect(page.brand).toBe('ChangM');
  });
});
