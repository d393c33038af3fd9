import { Island } from '../islands/Island';
import { siteIslandName } from '../islands/siteIslands';
import { useSiteData } from '../siteData/SiteDataContext';
import { islandElement } from './MaterialIconsIsland';

/** `<MaterialIcons />` in MDX: the icon search tool, fed by the index the build writes (build/icons). */
export function MaterialIcons() {
  const { materialIconsBase } = useSiteData();
  const props = { base: materialIconsBase };
  return (
    <Island name={siteIslandName('material-icons')} className="material-icons-tool" props={props}>
      {islandElement(props)}
    </Island>
  );
}
