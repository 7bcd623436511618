import { API } from '../api-paths.js';
import { defineEndpoint } from '../endpoint.js';
import {
  drawingParams,
  newLocListBody,
  newLocListResponse,
  newLocTotalResponse,
  patentSearchBody,
  patentSearchResponse,
} from '../patents.js';

/** Design patents: search by image and text, the newest by Locarno class, their drawings. */
export const patentEndpoints = {
  patentSearch: defineEndpoint({
    method: 'POST',
    path: API.patentSearch,
    summary: 'Design patents ranked by image similarity and text match',
    body: patentSearchBody,
    response: patentSearchResponse,
  }),
  newLocList: defineEndpoint({
    method: 'POST',
    path: API.newLocList,
    summary: 'The newest design patents, optionally of one Locarno class',
    body: newLocListBody,
    response: newLocListResponse,
  }),
  newLocTotal: defineEndpoint({
    method: 'GET',
    path: API.newLocTotal,
    summary: 'How many design patents the catalog holds, per Locarno class',
    response: newLocTotalResponse,
  }),
  patentDrawing: defineEndpoint({
    method: 'GET',
    path: API.patentDrawing,
    summary: "A design patent's drawing (PNG)",
    params: drawingParams,
    hide: true,
  }),
};
