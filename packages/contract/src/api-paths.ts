/** Every API path the web client calls. SPEC §7 names the account paths; the rest are ours. */
export const API = {
  /** the freight and profit calculators (decisions/0033) */
  calcProfit: '/api/calc/profit',
  calcFreight: '/api/calc/freight',
  calcOptions: '/api/calc/options',
  calcPrefill: '/api/calc/prefill',
  captchaChallenge: '/api/captcha/challenge',
  getCode: '/api/account/getCode',
  register: '/api/account/register',
  login: '/api/account/login',
  updatePassword: '/api/account/updatePassword',
  logout: '/api/account/logout',
  info: '/api/account/info',
  updateProfile: '/api/account/update',
  uploadAvatar: '/api/account/avatar',
  getWechatQr: '/api/account/getWechatQr',
  siteStats: '/api/site/stats',
  siteConfig: '/api/site/config',
  /** where the catalog's data came from (public) */
  catalogSources: '/api/catalog/sources',
  /** product selection: the home page's filters, sort and page (SPEC §7 path; decisions/0017) */
  productSelection: '/api/AiAmazonBusiness/index',
  /** hot products: boughtLeaders, rising, new entrants, newly available (ours; decisions/0022) */
  hotProducts: '/api/research/hot-products',
  /** one catalog product's summary (SPEC §7 path; data.img per SPEC §3) */
  asinInfo: '/api/amazon/getAsinInfo',
  /** 1-10 products of a marketplace with their history and estimates (SPEC §7 path) */
  productHistory: '/api/amazon/asin',
  /** the research search box: terms, products, categories (SPEC §7 path; decisions/0023) */
  searchThree: '/api/AmazonBusiness/index/searchThree',
  /** keyword mining and reverse ASIN lookup, each with its CSV export (decisions/0023) */
  keywordMine: '/api/research/keywords/mine',
  keywordMineCsv: '/api/research/keywords/mine.csv',
  keywordReverse: '/api/research/keywords/reverse',
  keywordReverseCsv: '/api/research/keywords/reverse.csv',
  /** a seller's own Search Query Performance of one of their ASINs (decisions/0044) */
  keywordOwnFunnel: '/api/research/keywords/own-funnel',
  keywordOwnTermFunnel: '/api/research/keywords/own-term-funnel',
  /** Brand Analytics screens (decisions/0024): imported periods, browse, movers, opportunities, products, one term */
  abaPeriods: '/api/research/aba/periods',
  abaBrowse: '/api/research/aba/browse',
  abaMovers: '/api/research/aba/movers',
  abaOpportunities: '/api/research/aba/opportunities',
  abaProducts: '/api/research/aba/products',
  abaTerm: '/api/research/aba/term',
  /** hot markets (decisions/0021): the category tree, the ranking of nodes, keyword niches, one market */
  categoryTree: '/api/AiAmazonBusiness/category',
  marketRanking: '/api/AiAmazonBusiness/getIndustryBeltOne',
  marketNiches: '/api/amazon/getNiches',
  marketDetail: '/api/research/market',
  /** the whole selection (up to PRODUCT_EXPORT_MAX_ROWS) as a CSV download, same body + columns */
  productSelectionExport: '/api/AiAmazonBusiness/index/export',
  catalogCoverage: '/api/AiAmazonBusiness/coverage',
  productSources: '/api/AiAmazonBusiness/sources',
  /** a seller's saved filter sets of the product selection (list, create/rename/overwrite, delete) */
  savedFiltersList: '/api/research/filters/list',
  savedFiltersSave: '/api/research/filters/save',
  savedFiltersDelete: '/api/research/filters/delete',
  /** AI listing (SPEC §7 "AI listing generation call: not shown"): the price before generating */
  listingCost: '/api/ai/listing/cost',
  /** streamed: server-sent events over the POST's response (contract listing/schemas.ts) */
  listingGenerate: '/api/ai/listing/generate',
  /** /ai/listing/estimate: check a pasted listing */
  listingCheck: '/api/ai/listing/check',
  /** a catalog product's title as a listing to check, with keywords from the catalog's search terms */
  listingFromCatalog: '/api/ai/listing/catalog',
  /** the category → Nice class map's categories, to narrow the listing tools' brand-word scan */
  listingCategories: '/api/ai/listing/categories',
  /** /copywriting, streamed like listingGenerate */
  copywritingGenerate: '/api/ai/copywriting/generate',
  /** the seller's saved generations: list (paged), one, edit and save, delete */
  generationList: '/api/ai/generation/list',
  generationDetail: '/api/ai/generation/detail',
  generationUpdate: '/api/ai/generation/update',
  generationDelete: '/api/ai/generation/delete',
  /** operator only (the operator or admin role, or `npm run import` on this machine; decisions/0029) */
  /** the seller's own Amazon account through SP-API (decisions/0035) */
  amazonConnections: '/api/amazon/connections',
  amazonConnectionCreate: '/api/amazon/connection/create',
  amazonConnectionTest: '/api/amazon/connection/test',
  amazonConnectionSync: '/api/amazon/connection/sync',
  amazonConnectionDelete: '/api/amazon/connection/delete',
  /** researched products read from Amazon's Catalog Items API, as a job (docs/data/amazon-account.md) */
  amazonCatalogItems: '/api/amazon/catalog-items',
  /** Amazon's own fee estimate beside the profit calculator's */
  amazonFeesEstimate: '/api/amazon/fees-estimate',
  /** the seller's own daily Sales and Traffic of a product (docs/data/amazon-account.md) */
  amazonOwnDailySales: '/api/amazon/own-daily-sales',
  adminImport: '/api/admin/catalog/import',
  adminImportRun: '/api/admin/catalog/run',
  adminImportRuns: '/api/admin/catalog/runs',
  /** plans (SPEC §7): body lang 0|1, type 2 for compute-power top-ups */
  planIndex: '/api/plan/index',
  /** the billable modules ("mold"): key, id, path, names, power cost per use */
  moduleIndex: '/api/mold/index',
  couponCheck: '/api/coupon/check',
  createOrder: '/api/order/createOrder',
  orderIndex: '/api/order/index',
  orderDetail: '/api/order/detail',
  orderCancel: '/api/order/cancel',
  orderPay: '/api/order/pay',
  /** which payment ways this instance offers (configuration decides) */
  payMethods: '/api/pay/methods',
  /** gateways' asynchronous notifications: /api/pay/notify/{sandbox|alipay|stripe} */
  payNotify: '/api/pay/notify',
  /** the built-in sandbox gateway's page: /pay/sandbox/{order_no}?sig= */
  sandboxPay: '/pay/sandbox',
  /** server-sent payment events (SPEC §7): /event?token=&type=alipay|stripe */
  paymentEvents: '/event',
  /** server-sent changes of one of the seller's jobs: /api/jobs/events?token=&id= (decisions/0027) */
  jobEvents: '/api/jobs/events',
  /** AI reports (SPEC §7): create and update by market and by ASIN, list, delete, view, download */
  marketReportCreate: '/api/AiAmazon/reportCreate',
  marketReportUpdate: '/api/AiAmazon/reportUpdate',
  asinReportCreate: '/api/AiAmazon/reportGoodsCreate',
  asinReportUpdate: '/api/AiAmazon/reportGoodsUpdate',
  marketReportList: '/api/report/marketList',
  asinReportList: '/api/report/productList',
  marketReportDelete: '/api/report/marketDel',
  asinReportDelete: '/api/report/productDel',
  asinReportView: '/api/report/productView',
  marketReportView: '/api/report/marketView',
  /** a fresh signed link to the PDF, and the PDF behind such a link (docs/reports.md) */
  reportDownloadLink: '/api/report/downloadLink',
  reportDownload: '/api/report/download',
  /** a seller's watch list of products and keywords, with alerts (docs/data/keepa.md) */
  watchList: '/api/watch/list',
  watchAdd: '/api/watch/add',
  watchRemove: '/api/watch/remove',
  watchThresholds: '/api/watch/thresholds',
  watchRefresh: '/api/watch/refresh',
  watchWebhook: '/api/watch/webhook',
  watchAlertsRead: '/api/watch/alerts/read',
  /** the catalog's categories a seller may watch */
  watchCategories: '/api/watch/categories',
  /** researched products' Keepa history, fetched on demand as a job */
  keepaHistory: '/api/research/keepa-history',
  keepaBestSellers: '/api/admin/keepa/bestsellers',
  /** development only: the latest messages the dev mailer "sent" */
  devOutbox: '/dev/outbox',
  /** trademark search over the imported registers (SPEC §2 /trademark) and the Nice class headings */
  trademarkSearch: '/api/trademark/search',
  trademarkClasses: '/api/trademark/classes',
  /** a figurative mark's image, as imported with its TSDR record */
  trademarkImage: '/api/trademark/image/:id',
  /** design patents (SPEC §7 names getNewLocList and getNewLocTotal; the search is ours) */
  patentSearch: '/api/AiAmazon/patentSearch',
  newLocList: '/api/AiAmazon/getNewLocList',
  newLocTotal: '/api/AiAmazon/getNewLocTotal',
  patentDrawing: '/api/AiAmazon/patentDrawing/:patentNumber',
  /** the AI infringement-risk analysis (SPEC §7 getAsinImg, getPatentInfo; list, view, image are ours) */
  riskAsinImage: '/api/AiAmazon/getAsinImg',
  /** SPEC §7 getQueryId and getImgUrl: a product link or ASIN to a query id, and its image URL */
  riskQueryId: '/api/AiAmazon/getQueryId',
  riskImgUrl: '/api/AiAmazon/getImgUrl',
  riskCreate: '/api/AiAmazon/getPatentInfo',
  riskList: '/api/AiAmazon/riskList',
  riskView: '/api/AiAmazon/riskView',
  riskImage: '/api/AiAmazon/riskImage/:id',
  /** the brand-word flags of a research table's page (ours) */
  brandFlags: '/api/AiAmazon/brandFlags',
} as const;
