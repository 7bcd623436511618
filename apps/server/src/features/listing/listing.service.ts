import {
  CREATIVITY,
  ErrorCode,
  repairListing,
  LISTING_MARKETS,
  wordsOf,
  type BrandIndex,
  type CheckListingBody,
  type CopywritingInput,
  type Generation,
  type Language,
  type ListingDraft,
  type ListingInput,
  type UpdateGenerationBody,
} from '@asinasin/contract';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/http/app-error.js';
import type { TextRequest } from '../../platform/llm/llm.js';
import { LlmError } from '../../platform/llm/llm-error.js';
import { chargeForModule, findModule } from '../../platform/power/module-charge.js';
import { getBalance } from '../../platform/power/power-ledger.js';
import { withoutOtherBrands, holdsOtherBrand } from './brand-words.js';
import { FIELD_NAMES, untranslatableField } from './input-language.js';
import { classesOfCategory, mappedCategories, scanBrandWords } from '../../catalog/index.js';
import { listingClasses } from './listing-classes.js';
import { catalogBrands, catalogProduct, catalogSearchTerms } from './catalog-words.js';
import { formatCopy, formatListing, parseCopy, parseListing } from './listing-format.js';
import * as repo from './listing.repository.js';
import { generateOfflineCopy, generateOfflineListing, productPhrase } from './offline/offline-listing.js';
import { copyMessages, listingMessages } from './prompts.js';
import { listingReport } from './report.js';
import { generationView, type StoredOutput } from './generation-view.js';

const LANGUAGE_NAMES: Record<string, Record<Language, string>> = {
  en: { 'zh-CN': '英语', 'en-US': 'English' },
  de: { 'zh-CN': '德语', 'en-US': 'German' },
  fr: { 'zh-CN': '法语', 'en-US': 'French' },
  it: { 'zh-CN': '意大利语', 'en-US': 'Italian' },
  es: { 'zh-CN': '西班牙语', 'en-US': 'Spanish' },
  ja: { 'zh-CN': '日语', 'en-US': 'Japanese' },
};

/** What a generation needs from the catalog, gathered before anything streams. */
export interface Prepared {
  brands: BrandIndex;
  catalogTerms: string[];
}

type Kind = 'listing' | 'copywriting';

/** The billable module of listing and copywriting generations. */
const LISTING_MODULE = 'ai_listing';

/** Listing generation, checks, copywriting and the history behind them. */
export class ListingService {
  constructor(private readonly context: AppContext) {}

  /** The listing module's power per use (data/plans/modules.json): listing and copywriting alike. */
  private async cost(): Promise<number> {
    const module = await findModule(this.context.db, LISTING_MODULE);
    if (!module) throw new AppError(ErrorCode.NOT_FOUND, 'billing.moduleUnknown');
    return module.cost;
  }

  async quote(userId: number) {
    const [cost, balance] = await Promise.all([this.cost(), getBalance(this.context.db, userId)]);
    return { cost: cost / 100, balance: balance / 100, generator: this.context.llm.info };
  }

  private async brands(): Promise<BrandIndex> {
    return catalogBrands(await this.context.catalog());
  }

  /**
   * The brand list and the words of these texts that are registered marks, not dead (the
   * catalog's brand-word scan, docs/data/trademarks.md): as the mark and as the text wrote it.
   * With the product's classes, only marks registered in one of them count.
   */
  private async withMarks(brands: BrandIndex, texts: string[], classes?: number[]): Promise<BrandIndex> {
    const marks = await scanBrandWords(await this.context.catalog(), { texts, classes });
    return marks.length ? brands.with(marks.flatMap((m) => [m.mark, m.words])) : brands;
  }

  /**
   * Everything that can refuse a generation is asked here, before the first byte streams: a
   * refusal is a plain envelope (400, 996) and nothing is charged or saved.
   */
  async prepare(userId: number, input: ListingInput, language: Language): Promise<Prepared> {
    const classes = listingClasses(input.category);
    if (this.context.llm.info.ruleBased) {
      const name = LANGUAGE_NAMES[LISTING_MARKETS[input.marketplace].language]![language];
      // The offline generator cannot translate (docs/ai/llm.md): a field in another language is
      // refused, naming it, rather than cut to its numbers and charged for.
      const field = untranslatableField(input);
      if (field) {
        const params = { field: FIELD_NAMES[field][language], language: name };
        throw new AppError(ErrorCode.BAD_REQUEST, 'listing.offlineCannotTranslate', params, { field });
      }
      if (!productPhrase(input)) throw AppError.badRequest('listing.offlineNeedsWords', { language: name });
    }
    const cost = await this.cost();
    if (cost > 0 && (await getBalance(this.context.db, userId)) < cost) {
      throw new AppError(ErrorCode.INSUFFICIENT_POWER, 'power.insufficient');
    }
    const catalog = await this.context.catalog();
    const words = wordsOf(
      `${input.productName} ${input.keywords}`,
      LISTING_MARKETS[input.marketplace].locale,
    );
    const [known, catalogTerms] = await Promise.all([
      catalogBrands(catalog),
      catalogSearchTerms(
        catalog,
        input.marketplace,
        words.map((w) => w.key),
      ),
    ]);
    const brands = await this.withMarks(known, [input.productName, input.keywords], classes);
    // Search terms that name another brand never reach a generator (docs/ai/listing-rules.md "Brands").
    return { brands, catalogTerms: catalogTerms.filter((term) => !holdsOtherBrand(term, input, brands)) };
  }

  private request(
    kind: Kind,
    userId: number,
    input: ListingInput,
    messages: TextRequest['messages'],
    offline: () => string,
    signal?: AbortSignal,
  ): TextRequest {
    const { temperature, topP } = CREATIVITY[input.creativity];
    return {
      purpose: kind,
      userId,
      messages,
      sampling: { temperature, topP },
      maxTokens: kind === 'listing' ? 1600 : 800,
      offline,
      signal,
    };
  }

  async generateListing(
    userId: number,
    input: ListingInput,
    prepared: Prepared,
    language: Language,
    onToken: (t: string) => void,
    signal?: AbortSignal,
  ): Promise<Generation> {
    // Generators read the keywords without other brands' marks; the history keeps what was typed.
    const safe = withoutOtherBrands(input, prepared.brands);
    const offline = () => formatListing(generateOfflineListing({ input: safe, ...prepared }));
    const request = this.request(
      'listing',
      userId,
      input,
      listingMessages(safe, prepared.catalogTerms),
      offline,
      signal,
    );
    const { text } = await this.context.llm.generate(request, onToken);
    const parsed = parseListing(text);
    // Without a title there is no listing to repair or flag: the answer was not one.
    if (parsed.missing.includes('title')) throw new LlmError('malformed', 'no TITLE line');
    const { listing, repairs } = repairListing(parsed.listing, {
      marketplace: input.marketplace,
      brands: prepared.brands,
      ownBrand: input.brand,
    });
    const output: StoredOutput = { listing, repairsApplied: repairs, missing: parsed.missing };
    return this.save('listing', userId, input, output, prepared.brands, language);
  }

  async generateCopy(
    userId: number,
    input: CopywritingInput,
    prepared: Prepared,
    language: Language,
    onToken: (t: string) => void,
    signal?: AbortSignal,
  ): Promise<Generation> {
    const safe = { ...input, ...withoutOtherBrands(input, prepared.brands) };
    const offline = () => formatCopy(generateOfflineCopy({ input: safe, ...prepared }, input.kind));
    const request = this.request(
      'copywriting',
      userId,
      input,
      copyMessages(safe, prepared.catalogTerms),
      offline,
      signal,
    );
    const { text } = await this.context.llm.generate(request, onToken);
    const copy = parseCopy(text);
    if (copy.length === 0) throw new LlmError('malformed', 'no numbered lines');
    return this.save('copywriting', userId, input, { copy }, prepared.brands, language);
  }

  /** The generation and its charge in one transaction: both happen, or neither (996 leaves no row). */
  private async save(
    kind: Kind,
    userId: number,
    input: ListingInput | CopywritingInput,
    output: StoredOutput,
    brands: BrandIndex,
    language: Language,
  ): Promise<Generation> {
    const now = Date.now();
    const { info } = this.context.llm;
    const cost = await this.cost();
    const row = await this.context.db.transaction().execute(async (trx) => {
      const record = {
        user_id: userId,
        kind,
        marketplace: input.marketplace,
        product_name: input.productName,
        input: JSON.stringify(input),
        output: JSON.stringify(output),
        provider: info.provider,
        model: info.model,
        power: cost,
        created_at: now,
        updated_at: now,
      };
      const id = await repo.insertGeneration(trx, record);
      await chargeForModule(trx, {
        userId,
        moduleKey: LISTING_MODULE,
        reference: `ai_generations:${id}`,
        idempotencyKey: `ai-generation:${id}`,
      });
      return { ...record, id };
    });
    return generationView(row, brands, language);
  }

  async history(userId: number, query: { kind?: Kind; page: number; size: number }, language: Language) {
    const { rows, total } = await repo.listGenerations(this.context.db, userId, query);
    const brands = await this.brands();
    return {
      total,
      rows: rows.map((row) => {
        const view = generationView(row, brands, language);
        const headline = view.listing?.title ?? view.copy?.[0] ?? '';
        const passes = view.report?.passes ?? view.copyReport?.passes ?? false;
        return {
          id: view.id,
          kind: view.kind,
          generator: view.generator,
          power: view.power,
          createdAt: view.createdAt,
          updatedAt: view.updatedAt,
          productName: row.product_name,
          marketplace: row.marketplace,
          headline,
          passes,
        };
      }),
    };
  }

  async get(userId: number, id: number, language: Language): Promise<Generation> {
    const row = await repo.findGeneration(this.context.db, userId, id);
    if (!row) throw AppError.notFound();
    return generationView(row, await this.brands(), language);
  }

  /** Edit and save: the seller's text replaces the output as is; the check tells what it breaks. */
  async update(
    userId: number,
    id: number,
    body: UpdateGenerationBody,
    language: Language,
  ): Promise<Generation> {
    const row = await repo.findGeneration(this.context.db, userId, id);
    if (!row) throw AppError.notFound();
    const stored = JSON.parse(row.output) as StoredOutput;
    if ('listing' in body ? row.kind !== 'listing' : row.kind !== 'copywriting')
      throw AppError.badRequest('common.badRequest');
    const output: StoredOutput =
      'listing' in body
        ? { listing: body.listing as ListingDraft, repairsApplied: stored.repairsApplied ?? [], missing: [] }
        : { copy: body.copy };
    await repo.updateGenerationOutput(this.context.db, userId, id, JSON.stringify(output), Date.now());
    return this.get(userId, id, language);
  }

  async remove(userId: number, id: number): Promise<void> {
    if (!(await repo.deleteGeneration(this.context.db, userId, id))) throw AppError.notFound();
  }

  async check(body: CheckListingBody, language: Language) {
    const { marketplace, keywords, brand, category, ...listing } = body;
    const classes = listingClasses(category);
    const texts = [listing.title, ...listing.bullets, listing.description, listing.searchTerms];
    const brands = await this.withMarks(await this.brands(), texts, classes);
    return listingReport(listing, { marketplace, keywords, brands, ownBrand: brand, language });
  }

  async fromCatalog(asin: string, marketplace: ListingInput['marketplace']) {
    const catalog = await this.context.catalog();
    const product = await catalogProduct(catalog, marketplace, asin);
    if (!product) throw new AppError(ErrorCode.NOT_FOUND, 'listing.productNotFound');
    const words = wordsOf(product.title, LISTING_MARKETS[marketplace].locale).map((w) => w.key);
    const { categoryPath, ...shown } = product;
    return {
      asin,
      ...shown,
      category: classesOfCategory(categoryPath).category,
      keywords: await catalogSearchTerms(catalog, marketplace, words, 30),
    };
  }

  /** The categories a seller can narrow the brand-word scan to (the category → Nice class map). */
  categories() {
    return { row: mappedCategories() };
  }
}
