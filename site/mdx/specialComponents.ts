import { BlogIndex } from '../blog/BlogIndex';
import { AllComponents } from './AllComponents';
import { ProductionErrorDecoder } from '../productionError/ProductionErrorDecoder';
import { VersionsTable } from '../versions/VersionsTable';
import { CodeTabs } from './CodeTabs';

/** The MDX components of the site's own pages (versions, blog, production error, component index) and code tabs: no import needed. */
export const specialMdxComponents = { AllComponents, BlogIndex, CodeTabs, ProductionErrorDecoder, VersionsTable };
