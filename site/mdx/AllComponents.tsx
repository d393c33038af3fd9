import { Children } from 'react';
import materialNav from '../../content/material-ui/nav';
import { componentCardGroups, type ComponentCard } from '../allComponents/cards';
import { componentCatalog } from '../allComponents/catalog';
import { t } from '../i18n/t';
import { useSiteData } from '../siteData/SiteDataContext';

const INDEX_PATHNAME = '/material-ui/all-components';

function Card({ card, group }: { card: ComponentCard; group: string }) {
  const entry = componentCatalog[card.pathname];
  const body = (
    <>
      <svg className="all-components-art" viewBox="0 0 120 72" aria-hidden="true" focusable="false">
        {Children.toArray(entry?.art)}
      </svg>
      <span className="all-components-name">{card.title}</span>
      {entry ? <span className="all-components-line">{entry.line}</span> : null}
      {card.deprecated ? <span className="all-components-note">{t('special.allComponents.deprecated')}</span> : null}
      {card.href === null ? <span className="all-components-note">{t('special.allComponents.notWritten')}</span> : null}
      {card.external ? <span className="all-components-note">{t('special.allComponents.external')}</span> : null}
    </>
  );
  // The text the filter searches: the name, the summary and the group ("layout" finds Box and Stack).
  const search = `${card.title} ${entry?.line ?? ''} ${group}`;
  return (
    <li data-component-card="" data-search={search}>
      {card.href === null ? (
        <div className="all-components-card" data-planned="">
          {body}
        </div>
      ) : (
        <a className="all-components-card" href={card.href} {...(card.external ? { target: '_blank', rel: 'noopener' } : {})}>
          {body}
        </a>
      )}
    </li>
  );
}

/**
 * The Material UI component index: a card per entry of the navigation's Components group, grouped like
 * the navigation. Static HTML; `runtime/allComponents.ts` reveals and wires the filter box.
 */
export function AllComponents() {
  const { routes } = useSiteData();
  const groups = componentCardGroups(materialNav, INDEX_PATHNAME, new Set(routes.map((route) => route.pathname)));
  const total = groups.reduce((sum, group) => sum + group.cards.length, 0);
  return (
    <div className="all-components" data-all-components="" data-count-template={t('special.allComponents.count')} data-none-template={t('special.allComponents.none')} data-total={total}>
      <div className="all-components-filter" data-filter="" hidden>
        <label htmlFor="all-components-filter">{t('special.allComponents.filterLabel')}</label>
        <input id="all-components-filter" type="search" autoComplete="off" placeholder={t('special.allComponents.filterPlaceholder')} />
        <p className="all-components-status" data-status="" aria-live="polite" role="status" />
      </div>
      {groups.map((group) => {
        const id = `all-components-${group.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
        return (
          <section key={group.title} className="all-components-group" aria-labelledby={id} data-component-group="">
            <h2 id={id}>{group.title}</h2>
            <ul className="all-components-grid">
              {group.cards.map((card) => (
                <Card key={card.pathname} card={card} group={group.title} />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
