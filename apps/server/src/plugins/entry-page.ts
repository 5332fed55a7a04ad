import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { BANNER_PICTURE, uploadSrcSet } from '@scenic/contracts';
import { escapeHtml } from '#server/lib/html.ts';

/**
 * The visitor app's entry page (its index.html). Its shell, painted before the app's code runs,
 * holds an empty `<template id="shell-banner">` and a small inline script that moves the
 * template's content onto the page when the address is the home page's. The server writes the
 * first home banner's picture into that template, so on a first visit the page's largest paint
 * waits for the HTML and that picture only, not for the app's code, its texts and its API calls.
 */
export interface EntryPage {
  /** The page as built. */
  html: string;
  /** `'sha256-…'` of each inline script, for the Content-Security-Policy's script-src. */
  scriptHashes: string[];
}

const TEMPLATE = '<template id="shell-banner"></template>';

/** The built entry page in `dist`, or undefined when the app has not been built. */
export function readEntryPage(dist: string): EntryPage | undefined {
  const file = path.join(dist, 'index.html');
  if (!existsSync(file)) return undefined;
  const html = readFileSync(file, 'utf8');
  return { html, scriptHashes: inlineScriptHashes(html) };
}

/** Hashes of the page's inline scripts (a `<script>` with no `src`), as CSP sources. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = '', body = ''] = match;
    if (/\bsrc\s*=/i.test(attributes) || body === '') continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/**
 * The entry page with `cover`, the top banner's first picture, in the shell. It is drawn the way
 * the home page's banner draws it (same address, `srcset` and `sizes`), so the phone downloads it
 * once and the app's own banner paints over it with no jump. Only a picture of ours is written:
 * anything else (no banner, an address elsewhere) leaves the page as built.
 */
export function withShellBanner(html: string, cover: string | undefined): string {
  if (!cover?.startsWith('/uploads/') || !html.includes(TEMPLATE)) return html;
  const srcSet = uploadSrcSet(cover, BANNER_PICTURE.width);
  const image =
    `<img src="${escapeHtml(cover)}"` +
    (srcSet ? ` srcset="${escapeHtml(srcSet)}" sizes="100vw"` : '') +
    ` width="${BANNER_PICTURE.width}" height="${BANNER_PICTURE.height}" alt="" fetchpriority="high"` +
    ' style="display:block;width:100%;height:100%;object-fit:cover">';
  return html.replace(TEMPLATE, `<template id="shell-banner">${image}</template>`);
}
