import { describe, expect, it } from 'vitest';
import { garlicPressItem } from '../../../../../test/support/fake-sp-catalog.js';
import { catalogItem, catalogItemRow } from './catalog-item.js';

/* The Item shape of selling-partner-api-models, catalogItems_2022-04-01.json. */
const UK = 'A1F83G8C2ARO7P';
const US = 'ATVPDKIKX0DER';

describe('a Catalog Items 2022-04-01 item in the catalog’s units', () => {
  it('reads the marketplace asked for, in centimetres and grams, root rank from the display group', () => {
    const row = catalogItemRow(catalogItem.parse(garlicPressItem('B0CATITEM1', US)), US);
    expect(row).toMatchObject({
      lengthCm: 19.05,
      weightG: 226.8,
      bsr: 1842,
      subBsr: 3,
      browseNode: '289773',
    });
    const other = catalogItemRow(catalogItem.parse(garlicPressItem('B0CATITEM1', US)), UK);
    expect(other).toEqual({ asin: 'B0CATITEM1' });
  });

  it('takes the package’s size only where the item’s is missing, and leaves unknown units out', () => {
    const item = catalogItem.parse({
      asin: 'b0catitem2',
      dimensions: [
        {
          marketplaceId: UK,
          item: { length: { unit: 'millimeters', value: 120 }, width: { unit: 'cubits', value: 3 } },
          package: { width: { unit: 'centimeters', value: 9 }, weight: { unit: 'grams', value: 310 } },
        },
      ],
    });
    expect(catalogItemRow(item, UK)).toMatchObject({
      asin: 'B0CATITEM2',
      lengthCm: 12,
      widthCm: 9,
      heightCm: undefined,
      weightG: 310,
      bsr: undefined,
    });
  });

  it('refuses an answer that is not an item', () => {
    expect(catalogItem.safeParse({ items: [] }).success).toBe(false);
  });
});
