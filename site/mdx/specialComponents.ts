import { BlogIndex } from '../blog/BlogIndex';
import { ProductionErrorDecoder } from '../productionError/ProductionErrorDecoder';
import { VersionsTable } from '../versions/VersionsTable';
import { CodeTabs } from './CodeTabs';

/** The MDX components of the site's own pages (versions, blog, production error) and code tabs: no import needed. */
export const specialMdxComponents = { BlogIndex, CodeTabs, ProductionErrorDecoder, VersionsTable };
