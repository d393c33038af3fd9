import { Island } from '../islands/Island';
import { siteIslandName } from '../islands/siteIslands';
import { islandElement } from '../theme/ColorToolIsland';

/** `<ColorTool />` in MDX: the colour tool island, server-rendered and hydrated near the viewport. */
export function ColorToolBlock() {
  return (
    <Island name={siteIslandName('color-tool')} className="color-tool">
      {islandElement()}
    </Island>
  );
}
