import { t } from '../i18n/t';
import { AD_IMAGE_HEIGHT, AD_IMAGE_WIDTH, type AdShape } from './constants';
import { impressionPixelUrls, type FeedAd } from './feed';
import type { AdRecord } from './types';

// The ad's markup, built with the DOM: the ad runs on every docs page, and React would cost those pages
// far more script than the ad itself (issue 11 budget: 30 KB of JavaScript on a guide or API page).

function element<K extends keyof HTMLElementTagNameMap>(doc: Document, tag: K, className: string, children: (Node | string)[] = []): HTMLElementTagNameMap[K] {
  const node = doc.createElement(tag);
  node.className = className;
  node.append(...children);
  return node;
}

/** One ad: picture and text (image shape) or a single line of text (inline shape). */
export function adDisplayElement(doc: Document, ad: AdRecord, shape: AdShape): HTMLElement {
  const text = element(doc, 'span', 'ad-display__text');
  if (shape === 'inline') text.append(element(doc, 'strong', '', [ad.name]), ' – ');
  text.append(ad.description);
  const link = element(doc, 'a', 'ad-display__link');
  link.href = ad.link;
  link.target = '_blank';
  link.rel = 'noopener sponsored';
  if (shape === 'image') {
    const image = element(doc, 'img', 'ad-display__image');
    image.src = ad.img;
    image.alt = ad.name;
    image.width = AD_IMAGE_WIDTH;
    image.height = AD_IMAGE_HEIGHT;
    link.append(image);
  }
  link.append(text);
  const display = element(doc, 'span', `ad-display ad-display--${shape}`, [link, element(doc, 'span', 'ad-display__poweredby', [t('ads.adBy', { name: ad.poweredby })])]);
  display.dataset.adLabel = ad.label;
  return display;
}

/** The request shown to some visitors whose blocker stopped the ad. */
export function whitelistElement(doc: Document, shape: AdShape): HTMLElement {
  const text = element(doc, 'span', 'ad-display__text', [element(doc, 'strong', '', [t('ads.whitelist.title')])]);
  text.append(shape === 'inline' ? ' – ' : doc.createElement('br'), t('ads.whitelist.body'));
  const request = element(doc, 'span', `ad-display ad-display--${shape} ad-whitelist`, [text]);
  request.dataset.adLabel = 'in-house-adblock';
  return request;
}

/** The ad record of a feed entry; `label` says where it was shown. */
export function feedAdRecord(entry: FeedAd, label: string): AdRecord {
  return { link: entry.statlink, img: entry.image ?? '', name: entry.company ?? '', description: entry.description ?? '', poweredby: 'Carbon', label };
}

/** Hidden impression images, one per impression URL; their responses are ignored (fire and forget). */
export function impressionPixelElements(doc: Document, entry: FeedAd): HTMLImageElement[] {
  return impressionPixelUrls(entry).map((url) => {
    const pixel = element(doc, 'img', 'ad-pixel');
    pixel.src = url;
    pixel.alt = '';
    pixel.width = 1;
    pixel.height = 1;
    pixel.hidden = true;
    pixel.setAttribute('aria-hidden', 'true');
    return pixel;
  });
}
