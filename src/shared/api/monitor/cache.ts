/**
 * 缓存监控 / 缓存列表 (RuoYi api/monitor/cache.js, `monitor:cache:list`). Names end with ':'; keys are full keys
 * (`<name><key>`) and may hold '/', so they are sent encoded.
 */
import type { AjaxResult, CacheKeysResponse, CacheNamesResponse, CacheOverviewResponse, CacheValueResponse } from '@shared/contract';
import { request } from '../request';

const enc = encodeURIComponent;

/** GET /monitor/cache: RuoYi's {info, dbSize, commandStats} and every name's figures (`caches`). */
export const getCache = () => request<CacheOverviewResponse>({ url: '/monitor/cache', method: 'get' });

/** GET /monitor/cache/getNames */
export const listCacheName = () => request<CacheNamesResponse>({ url: '/monitor/cache/getNames', method: 'get' });

/** GET /monitor/cache/getKeys/{name}: full keys, newest first for the database stores (at most 1000). */
export const listCacheKey = (cacheName: string) => request<CacheKeysResponse>({ url: `/monitor/cache/getKeys/${enc(cacheName)}`, method: 'get' });

/** GET /monitor/cache/getValue/{name}/{key}: the value shown (no secret: captcha codes, phones and passwords hidden). */
export const getCacheValue = (cacheName: string, cacheKey: string) =>
  request<CacheValueResponse>({ url: `/monitor/cache/getValue/${enc(cacheName)}/${enc(cacheKey)}`, method: 'get' });

/** DELETE /monitor/cache/clearCacheName/{name}: memory names empty; database stores drop expired rows (captchas: all). */
export const clearCacheName = (cacheName: string) => request<AjaxResult>({ url: `/monitor/cache/clearCacheName/${enc(cacheName)}`, method: 'delete' });

/** DELETE /monitor/cache/clearCacheKey/{key}: one entry; a `login_tokens:` key ends that session. */
export const clearCacheKey = (cacheKey: string) => request<AjaxResult>({ url: `/monitor/cache/clearCacheKey/${enc(cacheKey)}`, method: 'delete' });

/** DELETE /monitor/cache/clearCacheAll: every name's clear (live sessions stay). */
export const clearCacheAll = () => request<AjaxResult>({ url: '/monitor/cache/clearCacheAll', method: 'delete' });
