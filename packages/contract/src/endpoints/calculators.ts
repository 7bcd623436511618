import { API } from '../api-paths.js';
import {
  calcOptionsResponse,
  calcPrefillBody,
  calcPrefillResponse,
  freightBody,
  calcFreightResponse,
  profitBody,
  calcProfitResponse,
} from '../calculators.js';
import { defineEndpoint } from '../endpoint.js';

/** The freight and profit calculators: free and open to visitors (decisions/0033). */
export const calculatorEndpoints = {
  calcProfit: defineEndpoint({
    method: 'POST',
    path: API.calcProfit,
    summary: 'Fees, landed cost, profit, margin, ROI and break-even price of one unit, with sources',
    body: profitBody,
    response: calcProfitResponse,
  }),
  calcFreight: defineEndpoint({
    method: 'POST',
    path: API.calcFreight,
    summary: 'Chargeable weight, cost, cost per unit and transit time of cartons, per freight mode',
    body: freightBody,
    response: calcFreightResponse,
  }),
  calcOptions: defineEndpoint({
    method: 'GET',
    path: API.calcOptions,
    summary: "The calculators' marketplaces, whether each has rate cards, and their categories",
    response: calcOptionsResponse,
  }),
  calcPrefill: defineEndpoint({
    method: 'POST',
    path: API.calcPrefill,
    summary: "A catalog product's price, size, weight and category for the calculators",
    body: calcPrefillBody,
    response: calcPrefillResponse,
  }),
};
