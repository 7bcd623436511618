import { LIMITS } from '@asinasin/contract';
import type { zhCN } from './zh-CN.js';

export const enUS: Record<keyof typeof zhCN, string> = {
  'common.ok': 'Action was successful',
  'common.failed': 'Action failed',
  'common.forbidden': 'You do not have access to this resource',
  'common.notFound': 'Not found',
  'common.internal': 'Something went wrong on our side, please try again later',
  'common.rateLimited': 'Too many requests, please try again later',
  'common.malformedJson': 'The request body is not valid JSON',
  'common.invalidField': 'Field {field} is invalid: {reason}',
  'common.notConfigured': '{feature} is not configured',
  'common.badRequest': 'The request is not valid',
  'common.badUrl': 'The request address is not valid',
  'common.bodyTooLarge': 'The request body is too large: at most {limit}',
  'common.tooLarge': 'The request is too large',
  'common.tooManyParts': 'The upload has too many files or fields',
  'common.unsupportedMediaType': 'This content type is not supported here',
  'common.uploadIncomplete': 'The upload was cut off, please upload again',
  'common.emptyJson': 'The request body is empty; JSON was expected',
  'common.forbiddenKey': 'The request body contains the forbidden key {key}',
  'common.forbiddenPath': 'This path is not allowed',
  'validation.required': 'it is required',
  'validation.type': 'wrong type',
  'validation.tooLong': 'too long',
  'validation.tooShort': 'too short',
  'validation.unknownField': 'unknown field',
  'validation.belowMin': 'must be at least {min}',
  'validation.aboveMax': 'must be at most {max}',
  'validation.minAboveMax': 'the minimum is above the maximum',
  'validation.nodeOrKeyword': 'give either a category node or a keyword, not both',
  'validation.format': 'wrong format',
  'auth.notLoggedIn': 'Please log in first',
  'auth.roleRequired':
    'Only the operator of this site can do this: your account does not have the operator role',
  'auth.badCredentials': 'Wrong account or password',
  'auth.accountExists': 'This account is already registered, please log in',
  'auth.accountInvalid': 'Enter a valid phone number or email address',
  'auth.passwordTooShort': 'Password cannot be shorter than six characters',
  'auth.codeInvalid': 'The verification code is wrong or has expired',
  'auth.codeFormat': 'Verification code format is wrong',
  'auth.codeTooSoon': 'Please wait {seconds} s before requesting another code',
  'auth.codeTooMany': 'Too many code requests, please try again later',
  'auth.captchaFailed': 'Robot check failed, please verify again',
  'auth.oldPasswordWrong': 'The old password is wrong',
  'auth.passwordLocked':
    'Too many wrong passwords: try again in {seconds} s, or log in with a verification code',
  'auth.captchaRequired': 'To protect the account, complete the robot check before submitting the code',
  'auth.codeLocked': 'Too many wrong verification codes: try again in {seconds} s, or request a new code',
  'auth.codeLockedAddress': 'Too many wrong verification codes from this network: try again in {seconds} s',
  'auth.wechatNotConfigured': 'WeChat login is not configured',
  'power.insufficient': 'Not enough power, please top up',
  'mail.codeSubject': 'Your AsinAsin verification code',
  'mail.codeBody':
    'Your verification code is {code}. It is valid for {minutes} minutes. Ignore this if it was not you.',
  'mail.accountExistsSubject': 'AsinAsin: this account is already registered',
  'mail.accountExistsBody':
    'Someone (probably you) tried to register AsinAsin with this account, but it is already registered. Log in instead; if you forgot the password, reset it from the login page. Ignore this if it was not you.',
  'user.guest': 'guest',
  'level.trial': 'Free trial',
  'level.none': 'Member',
  'auth.codeSent': 'Verification code obtained successfully',
  'auth.codeSentIfRegistered': 'If the account exists, a code has been sent',
  'auth.loginOk': 'Login successful',
  'auth.registerOk': 'Registration successful',
  'auth.passwordUpdated': 'Password updated',
  'auth.loggedOut': 'Logged out',
  'auth.wechatPending': 'WeChat login is coming soon; please log in with your phone number or email for now',
  'account.avatarMissing': 'Choose an image to upload as your avatar',
  'account.avatarType': 'The avatar must be a JPG, PNG or WebP image',
  'account.avatarTooLarge': 'The avatar image cannot be larger than 5 MB',
  'account.avatarTooManyPixels':
    'The avatar image is too big ({width} × {height} pixels); the most is 4096 × 4096, please shrink it and upload again',
  'account.avatarTooOften': 'Too many avatar uploads, please try again in {seconds} s',
  'account.nicknameBlank': 'Nickname cannot be empty',
  'account.nicknameTooLong': 'Nickname cannot be longer than {max} characters',
  'account.nicknameControl': 'Nickname cannot contain control characters',
  'account.nicknameBidi': 'Nickname cannot contain characters that change the text direction',
  'account.nicknameBroken': 'Nickname contains invalid characters',
  'account.nicknameInvisible': 'Nickname cannot consist of invisible characters only',
  'mail.sendFailed': 'The verification code could not be sent, please try again later',
  'catalog.fileMissing': 'Choose a file to import (multipart field "file")',
  'catalog.fileTooLarge': 'The file is too large to import: at most {limit}',
  'catalog.runNotFound': 'There is no import run {id}',
  'jobs.idInvalid': 'The job id is not valid',
  'jobs.notFound': 'There is no such job of yours',
  'llm.unreachable':
    'The language model service cannot be reached, please try again later (no power was charged)',
  'llm.timeout':
    'The language model service took too long to answer, please try again later (no power was charged)',
  'llm.rateLimited': 'The language model service is busy, please try again later (no power was charged)',
  'llm.upstream': 'The language model service failed, please try again later (no power was charged)',
  'llm.rejected':
    'The language model service refused the request; ask the administrator to check its settings (no power was charged)',
  'llm.cut': 'The language model service broke off before finishing (no power was charged)',
  'llm.malformed': 'The language model service answered with something unreadable (no power was charged)',
  'llm.cancelled': 'Generation cancelled (no power was charged)',
  'listing.nameEmpty': 'Product name cannot be empty',
  'listing.nameTooLong': `Product name cannot be longer than ${LIMITS.productName} characters`,
  'listing.descriptionTooLong': `Description cannot be longer than ${LIMITS.description} characters`,
  'listing.keywordsTooLong': `Keywords cannot be longer than ${LIMITS.keywords} characters`,
  'listing.keywordsEmpty': 'Keywords cannot be only commas; separate keywords with commas',
  'research.asinInvalid': 'Invalid ASIN',
  'listing.asinInvalid': 'Invalid ASIN',
  'research.asinRequired': 'ASIN cannot be empty',
  'research.productNotFound':
    'The {marketplace} catalog has no product {asins}: import data that holds it first',
  'research.nodeRankOnlyForEntrants': 'Only new entrants can be sorted by their rank in the list',
  'listing.productNotFound': 'The catalog has no product with this ASIN',
  'listing.offlineNeedsWords':
    'The offline generator arranges words by rules and does not translate: give the product name or keywords in {language}, or ask the administrator to configure a language model',
  'listing.offlineCannotTranslate':
    'The offline generator does not translate: the {field} is not in {language}. Write the {field} in {language}, or ask the administrator to configure a language model',
  'listing.brandTooLong': `Brand cannot be longer than ${LIMITS.productName} characters`,
  'billing.moneyShort': 'Not enough balance',
  'billing.typeInvalid': 'The payment type is not valid',
  'billing.numberInvalid': 'The quantity must be a whole number from 1 to 99',
  'billing.planRequired': 'Choose a plan',
  'billing.planUnknown': 'This plan does not exist or is no longer sold',
  'billing.couponRequired': 'Enter a coupon code',
  'billing.couponUnknown': 'There is no such coupon',
  'billing.couponNotStarted': 'This coupon is not valid yet',
  'billing.couponExpired': 'This coupon has expired',
  'billing.couponUsedUp': 'This coupon has been used up',
  'billing.couponUserLimit': 'You have already used this coupon as often as it allows',
  'billing.couponOtherPlan': 'This coupon does not apply to this plan',
  'billing.couponOtherUser': 'This coupon belongs to another account',
  'billing.methodUnavailable': 'This payment method is not available',
  'billing.publicUrlMissing':
    "Payments from another machine need this site's public address: the operator sets PUBLIC_URL",
  'billing.eventStreamsFull': 'Too many pages are listening for payments; close some and try again',
  'billing.currencyUnsupported': 'Alipay can only pay plans priced in yuan (CNY)',
  'billing.gatewayFailed': 'The payment provider is not available right now, please try again later',
  'billing.orderNotFound': 'There is no such order',
  'billing.orderNotPending': 'This order is already paid or closed',
  'billing.orderExpired': 'This order has expired; please place a new one',
  'billing.badSignature': 'The payment notification has no valid signature',
  'billing.notificationStale': 'The payment notification is too old',
  'billing.notificationMalformed': 'The payment notification is incomplete',
  'billing.amountMismatch': 'The amount paid does not match the order',
  'billing.appMismatch': 'The payment notification is for another app ID',
  'billing.gatewayMismatch': 'This order was not made with this payment provider',
  'billing.eventTypeInvalid': 'The event type must be alipay or stripe',
  'billing.moduleUnknown': 'The module ID does not exist',
  'billing.paid': 'Payment successful',
  'billing.pending': 'Waiting for payment',
  'billing.memberLevel': 'Member',
  'sandbox.title': 'Sandbox payment',
  'sandbox.notice':
    'This is a sandbox payment page: no real money moves. It is for trying the product out and for tests.',
  'sandbox.order': 'Order',
  'sandbox.plan': 'Plan',
  'sandbox.amount': 'Amount',
  'sandbox.pay': 'Pay',
  'sandbox.cancel': 'Cancel',
  'sandbox.paid': 'Payment successful. You can close this window.',
  'sandbox.cancelled': 'Payment cancelled. You can close this window.',
  'sandbox.alreadyPaid': 'This order has already been paid. You can close this window.',
  'sandbox.failed': 'Payment failed: {reason}',
  'sandbox.linkInvalid': 'This payment link is not valid',
  'savedFilters.nameLength': 'A filter set name must be 1 to {max} characters',
  'savedFilters.nameTaken': 'You already have a filter set with this name; choose another name',
  'savedFilters.tooMany': 'You can keep at most {max} filter sets; delete one you no longer use first',
  'savedFilters.notFound': 'This filter set does not exist or was deleted',
  'savedFilters.queryRequired': 'Send the filters to save',
  // AI reports (docs/reports.md)
  'reports.cannotUpdate': 'The report failed to be created and cannot be updated',
  'reports.noNeedToRecreate': 'This report is already generated and needs no recreation',
  'reports.noFile': 'The report failed to be created; please recreate it',
  'reports.notFound': 'This report does not exist or was deleted',
  'reports.moldUnknown': 'The module ID does not exist',
  'reports.moldMismatch': 'The module ID does not match this page; reload the page and try again',
  'reports.marketplaceUnknown': 'Unsupported marketplace: choose one of US, UK, DE, FR, JP, CA, IT, ES, IN',
  'reports.keywordRequired': 'The category keyword cannot be empty',
  'reports.asinUnknown':
    'The catalog has no {asin} on {marketplace} yet: import a products file that contains it, or a saved product page, under Data import, then create the report. Nothing was charged.',
  'reports.keywordUnknown':
    'The catalog has no {marketplace} product whose title contains "{keyword}" yet: import a products file or a saved search page of this category under Data import, then create the report. Nothing was charged.',
  'reports.failedReason': 'The report could not be generated: {reason}. Your power was refunded.',
  'reports.missing.history':
    'No history snapshots of this product: import a Keepa export or a price/rank snapshots file (Data import → snapshots) and the price, BSR and rating charts appear here.',
  'reports.missing.sales':
    'No root-category BSR to estimate monthly sales from: import a products file or snapshots with the root BSR.',
  'reports.missing.bought':
    'Amazon’s "bought in past month" is not known: save the product page and import it.',
  'reports.missing.terms':
    'No search term has this product among its top clicked ASINs: import the marketplace’s Brand Analytics search terms report.',
  'reports.missing.competitors':
    'The catalog has no other product in this category: import a products file or a Best Sellers page of the category.',
  // a figure source's curve or rule in words (docs/reports.md)
  'reports.source.estimated':
    'estimated from the BSR by the sales model {curve} ({observations} rank snapshots in the last 30 days)',
  'reports.source.calibrated':
    'estimated from the BSR by the sales model {curve}, calibrated on your sales ({observations} rank snapshots in the last 30 days)',
  'reports.source.snapshots': '{count} snapshots',
  'reports.source.listingRules': 'listing rules',
  'reports.source.sampleRule':
    "the market's {size} best root-category Best Sellers Ranks; when fewer products have one, products without a rank follow, most ratings first",
  'reports.source.unitsBasis': 'estimated units in the last 30 days (the BSR sales model)',
  // why a market figure is missing (as the market screens say it, markets.why)
  'market.why.noSample': 'No product matches this market',
  'market.why.noUnits': 'No product of the sample has estimated sales (no root-category Best Sellers Rank)',
  'market.why.brandsFew': 'The brand is known for only {known} of the {total} products with estimated sales',
  'market.why.sellersFew':
    'The seller is known for only {known} of the {total} products with estimated sales',
  'market.why.noSnapshot': "The data's date is unknown: no product of the sample has a snapshot",
  'market.why.noFirstAvailable': 'No product of the sample has a date first available',
  'market.why.noUnitsWithDate': 'No product of the sample with a date first available has estimated sales',
  'market.why.noPrice': 'No product of the sample has a price',
  'market.why.noPricedUnits': 'No priced product of the sample has estimated sales',
  'market.why.currencies': "The sample's prices are in several currencies ({currencies})",
  'market.why.noRating': 'No product of the sample has a rating',
  'market.why.noRatingCount': 'No product of the sample has a rating count',
  'market.why.noBought': 'No product of the sample shows Amazon\'s "bought in past month"',
  'market.why.noSellerCountry': "No product of the sample names its seller's country",
  'market.why.noAplusInfo': 'No product of the sample says whether it has A+ content',
  'market.why.noVideoInfo': 'No product of the sample says whether it has a video',
  'market.why.unknownFigures':
    "Some of the scorecard's figures cannot be judged from the data and count as unknown",
  'reports.missing.field':
    'The catalog does not have this: import a products file or a saved product page that has it.',
  'reports.missing.relatedTerms':
    'No search term contains this keyword: import the marketplace’s Brand Analytics search terms report.',
  'reports.missing.marketFigure': 'The data cannot give this: {reason}',
  'reports.offlineNote':
    'Written by built-in rules from the report’s own figures; no language model was used.',
  'amazon.credentialsRejected':
    'Amazon refused these credentials ({code}): check the LWA client id and secret; if the refresh token was revoked or expired, authorise the app again in Seller Central and enter the new refresh token',
  'amazon.brandAnalyticsRole':
    'This account may not read Brand Analytics: the app needs the Brand Analytics role and the account a registered brand',
  'amazon.accessDenied': 'Amazon denied access: {message}',
  'amazon.marketplaceNotSold':
    'This account does not sell in {marketplaces}. Choose only the marketplaces the account sells in',
  'amazon.unreachable': 'Amazon could not be reached ({code}); try again later',
  'amazon.reportCancelled':
    'Amazon cancelled the report {reportType} (there may be no data for the period); nothing was imported',
  'amazon.reportFatal':
    'Amazon failed to make the report {reportType}; nothing was imported; sync again later',
  'amazon.documentTruncated':
    'The report file downloaded from Amazon is incomplete ({reason}); nothing was imported; sync again',
  'amazon.importFailed': 'The report was downloaded but could not be imported: {message}',
  'amazon.syncFailed': 'The sync failed: {message}',
  'amazon.syncRunning': 'This connection is syncing; wait for it to finish',
  'amazon.notFound': 'This connection does not exist or was removed',
  'amazon.tooMany': 'You can keep at most {max} Amazon connections',
  'trademark.brandEmpty': 'Enter a brand to search for similar trademarks',
  // the freight and profit calculators
  'validation.positive': 'must be greater than 0',
  'validation.sidesIncomplete': 'give length, width and height in one unit (all in inches or all in cm)',
  'validation.mixedUnits': 'use one unit: inches or centimetres, pounds or kilograms, not both',
  'validation.weightRequired': 'give the weight in kg or lb',
  'calc.marketplaceUnknown': 'Unknown marketplace {marketplace}: use one of {known}',
  'calc.marketplaceNotVerified':
    'The {marketplace} fee cards are not yet verified: the calculator covers {covered} for now',
  'calc.categoryUnknown':
    'Category {category} is not on the {marketplace} referral card: choose one from the list',
  'calc.noExchangeRate':
    'No exchange rate for {currency} on file: an operator adds it with npm run rate-cards',
  'calc.noFreightCard':
    'No freight rate card is in force on {date}: an operator adds one with npm run rate-cards',
  'calc.detail.fulfilment': '{tier}, {weight} {unit}, price band {band}',
  'calc.detail.overage': ' (+{steps} steps of {per})',
  'calc.detail.referral': '{parts} of {price}',
  'calc.detail.referralMinimum': 'per-item minimum {minimum} (the percentage gives {fee})',
  'calc.detail.closing': 'closing fee per item',
  'calc.detail.surchargeOn': '{percent}% of the fulfilment fee from {date}',
  'calc.detail.surchargeOff': '{percent}% reported from {date}, off until an operator confirms it',
  'calc.detail.storage': '{cubicFeet} cu ft × {months} month(s){aged}',
  'calc.detail.aged': ', aged-inventory surcharge {amount}',
  'calc.detail.duty': '{percent}% of {value}',
  'calc.detail.customsFee': '{fee} {percent}%',
  'calc.detail.vat': '{percent}% VAT included in the price',
  'calc.detail.feesVat': '{percent}% VAT that Amazon adds to its fees (not VAT-registered here)',
  'calc.detail.feesVatReverse': 'VAT-registered: no VAT on Amazon fees (reverse charge)',
  'calc.missing.noFulfilmentCard':
    'No {marketplace} fulfilment card yet (not yet verified): type the fee from Seller Central into the cost of goods',
  'calc.missing.sizeNotOnCard': 'The {card} card has no tier for this size yet (not yet verified)',
  'calc.missing.weightNotOnCard':
    'The {card} card has no fee for {weight} {unit} in {tier} yet (not yet verified)',
  'calc.missing.noStorageCard': 'No {marketplace} storage card yet (not yet verified)',
  'calc.missing.noSurchargeCard': 'No surcharge on file',
  'calc.missing.noDutyCard': 'No {marketplace} duty rules on file: duty and customs fees not counted',
  'calc.missing.noClosingFee': 'No closing fee in this category',
  'calc.missing.noVat': 'Prices in {marketplace} do not include VAT',
  'calc.notice.overmax':
    'Longer than 96 in, or over 130 in length plus girth: an Overmax handling fee applies, and its amount is not on the card',
  'calc.notice.unverified':
    'Lines marked unverified come from a single weak source: check them against Seller Central',
  'calc.notice.noCny': 'No CNY rate for {currency} on file: amounts are shown in {currency} only',
  'calc.missing.noRate': 'No rate for this mode on the card: type your forwarder quote',
  'images.missing': 'Choose an image to upload',
  'images.notImage': 'This is not an image we can use: only {formats} files are accepted',
  'images.tooLarge': 'The image cannot be larger than {mb} MB',
  'images.tooManyPixels':
    'The image is too big ({width} × {height} pixels); the most is {max} pixels, please shrink it and upload again',
  'images.broken': 'The image is damaged or incomplete and cannot be read; export it again and upload it',
  'images.tooMany': 'At most {max} images can be processed at once',
  'images.storeFull':
    'Your image library is full ({max} originals at most); delete images you no longer need first',
  'images.notFound': 'This image does not exist or was deleted',
  'images.batchNotFound': 'This batch does not exist or was deleted',
  'images.batchNotReady': 'This batch is not finished yet; download it when it is done',
  'images.targetTooSmall': 'A target of {kb} KB is too small to reach with a usable quality',
  // design patents
  'patent.imageType': 'Only .jpg and .png images can be searched',
  'patent.imageTooLarge': 'The image is larger than {max} MB',
  'patent.imageUnreadable': 'The image cannot be read (damaged, or too many pixels)',
  'patent.locarnoUnknown': 'Locarno class {code} does not exist; choose a class from the list',
  'patent.drawingMissing': 'This patent has no drawing in the catalog',
  'watch.notFound': 'This watched item does not exist or is no longer watched',
  'watch.tooMany': 'You can watch at most {max} items; stop watching one you no longer need first',
  'watch.keepaMissing':
    'This instance has no Keepa key (KEEPA_API_KEY), so products cannot refresh; ask the operator to set one',
  'watch.nothingToRefresh': 'Your watch list is empty: click "Watch" next to a product or keyword first',
  // calculators: a marketplace whose referral card is not yet verified takes the seller's own rate
  'calc.marketplaceTypeReferral':
    'The {marketplace} referral card is not yet verified: type your referral rate from Seller Central (full fee cards: {covered})',
  'calc.detail.referralTyped': '{parts} of {price} (the rate you typed)',
  // report PDFs and their download links (docs/reports.md)
  'reports.pdfFooter': 'Page {page} of {pages}',
  'reports.pdfUnavailable':
    'The server cannot print PDFs right now (Chromium or the web app files are missing); please contact the operator',
  'reports.linkInvalid': 'This download link is not valid; go back to your reports and click download again',
  'reports.linkExpired': 'This download link has expired; go back to your reports and click download again',
  'reports.linkNotYours': 'This report does not belong to the account signed in',
  'reports.missing.positioning':
    'None of the {total} competitors has a rating count, so price cannot be plotted against it: import a products file with review counts, or saved product pages of the competitors',
  'reports.missing.positioningPartial':
    '{lacking} of the {total} competitors have no rating count and are not plotted: import a products file with review counts, or saved product pages of them',
  // AI infringement-risk analysis (docs/risk.md)
  'risk.nothingToAnalyse': 'Give an ASIN or product link, a title or brand, or an image to analyse',
  'risk.asinUnknown':
    'The catalog has no {asin} on {marketplace} yet: import a products file that contains it, or a saved product page, under Data import; or type the title and upload the image instead. Nothing was charged.',
  'risk.notFound': 'This analysis does not exist or was deleted',
  'risk.imageMissing': 'This analysis was run without an image',
  'risk.failedReason': 'The analysis could not be completed: {reason}. Your power was refunded.',
  // Catalog Items through the operator's Amazon connection (docs/data/amazon-account.md)
  'amazon.noSharedConnection':
    'No operator Amazon connection sells in {marketplace}, so the product cannot be read from Amazon: the instance owner connects an account under About the data',
  'amazon.catalogItemsAllRead': '{imported} products read from Amazon',
  'amazon.catalogItemsDone': '{imported} products read from Amazon; unknown to Amazon: {unknown}',
  'amazon.catalogItemsImportFailed': 'Amazon answered, but the product could not be stored: {message}',
  'amazon.feesNoConnection':
    'No Amazon account connected for {marketplace}: connect yours under About the data to see Amazon’s own fee estimate here',
  'amazon.feesRefused': 'Amazon gave no fee estimate: {message}',
  'amazon.feesTimeout': 'Amazon did not answer in time; try again in a minute',
  // brand-word flags of the research tables (docs/risk.md)
  'risk.brandFlagsEmpty': 'Give at least one ASIN to check for brand words',
  'risk.brandFlagsTooMany': 'Check at most 100 products at a time (one page of the table)',
  // Following every job of a seller (docs/reports.md)
  'jobs.nameInvalid': 'The job name is not valid',
  // the listing tools' brand-word scan in the product's classes (docs/risk.md)
  'listing.categoryUnknown':
    'The category "{category}" is not in the category → Nice class map: pick one from the list, or none to check every class',
  // figurative marks' images (docs/data/trademarks.md, "Mark images")
  'trademark.imageMissing':
    'This mark has no image in the catalog (only records imported with their image have one)',
  // SPEC §7 getQueryId and getImgUrl (decisions/0040)
  'risk.queryNoAsin': 'No ASIN found: paste an ASIN (B0 and 8 letters or digits) or an Amazon product link',
  'risk.queryLinkNotAmazon':
    'Only product links of the nine Amazon marketplaces are read ({hosts}); the link is never opened',
  'risk.queryCodeInvalid':
    'This query id is not valid: it is a marketplace and an ASIN, such as US-B0XXXXXXXX, as getQueryId gives it',
  'risk.productNoImage':
    'The catalog has {asin} on {marketplace} but no image of it: import a products file with image URLs, or a saved product page, under Data import',
  // A seller's connection without the Sales and Traffic report (docs/data/amazon-account.md)
  'amazon.salesTrafficRefused':
    'Amazon refused the Sales and Traffic report (the app lacks the role that reads it): your sales are not read; your ASINs come from the All Listings report instead, and Brand Analytics Search Terms and Search Query Performance still sync',
  'amazon.listingsRefused':
    'Amazon refused both the Sales and Traffic and the All Listings report (the app lacks their roles): your ASINs are unknown, so Search Query Performance did not sync; Brand Analytics Search Terms still sync',
  // Watched categories (docs/data/keepa.md, "Watched categories")
  'watch.tooManyCategories':
    'You can watch at most {max} categories (each is a Keepa best-seller list every refresh); stop watching one first',
  // product selection's data-source filter (decisions/0061)
  'research.sourceInvalid':
    'The data source is not valid: it is keepa, connection:<id> or file:<format>; pick one from the data source list',
  'research.sourceUnknown':
    'The catalog has no import from "{source}": pick a source from the data source list, or "All sources"',
};
