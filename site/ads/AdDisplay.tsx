import { t } from '../i18n/t';
import { AD_IMAGE_HEIGHT, AD_IMAGE_WIDTH, type AdShape } from './constants';
import type { AdRecord } from './types';

/** Renders one ad: picture and text (image shape) or a single line of text (inline shape). */
export function AdDisplay({ ad, shape, className }: { ad: AdRecord; shape: AdShape; className?: string }) {
  const classes = ['ad-display', `ad-display--${shape}`, className].filter(Boolean).join(' ');
  return (
    <span className={classes} data-ad-label={ad.label}>
      <a className="ad-display__link" href={ad.link} target="_blank" rel="noopener sponsored">
        {shape === 'image' ? (
          <img className="ad-display__image" src={ad.img} alt={ad.name} width={AD_IMAGE_WIDTH} height={AD_IMAGE_HEIGHT} />
        ) : null}
        <span className="ad-display__text">
          {shape === 'inline' ? <strong>{ad.name}</strong> : null}
          {shape === 'inline' ? ' – ' : null}
          {ad.description}
        </span>
      </a>
      <span className="ad-display__poweredby">{t('ads.adBy', { name: ad.poweredby })}</span>
    </span>
  );
}

/** The request shown to some visitors whose blocker stopped the ad. */
export function AdWhitelistRequest({ shape }: { shape: AdShape }) {
  return (
    <span className={`ad-display ad-display--${shape} ad-whitelist`} data-ad-label="in-house-adblock">
      <span className="ad-display__text">
        <strong>{t('ads.whitelist.title')}</strong>
        {shape === 'inline' ? ' – ' : <br />}
        {t('ads.whitelist.body')}
      </span>
    </span>
  );
}
