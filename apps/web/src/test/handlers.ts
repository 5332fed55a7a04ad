import type {
  Agreement,
  AppIdData,
  AreaCode,
  GetBannerData,
  GetWeatherData,
  Help,
  IndexData,
  MyGiftCards,
  PrivacyStatus,
  Scenic,
} from '@scenic/contracts';
import { api, httpFailure } from './api';
import {
  agreements,
  appIds,
  areaCodes,
  banners,
  help,
  indexData,
  notices,
  privacyAccepted,
  scenic,
  weather,
} from './fixtures';

/**
 * What the API answers unless a test says otherwise: the calls the shell and home page make, no
 * live stream, and no gift cards (every checkout asks for the visitor's).
 */
export const defaultHandlers = [
  api.on<GetBannerData>('/index/index/getBanner', banners),
  api.on<string>('/index/index/getNoticet', notices),
  api.on<IndexData>('/index/index/indexData', indexData),
  api.on<Scenic>('/index/index/getScenic', scenic),
  api.on<AreaCode[]>('/index/login/getAreaCode', areaCodes),
  api.on<AppIdData>('/index/login/getAppid', appIds),
  api.on<Help>('/index/index/help', help),
  api.on<Agreement[]>('/index/login/getRule', agreements),
  api.on<GetWeatherData>('/index/common/getWeather', weather),
  // An order's live stream is not there unless a test opens one: the page polls, as it does when
  // the stream is down.
  api.get('/index/order/live', httpFailure(404, 'not found')),
  api.on<MyGiftCards>('/index/giftcard/mine', { list: [] }),
  // Signed-in visitors have accepted the privacy notice published now, unless a test says not.
  api.on<PrivacyStatus>('/index/privacy/status', privacyAccepted),
  api.on<PrivacyStatus>('/index/privacy/accept', privacyAccepted),
];
