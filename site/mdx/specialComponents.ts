import { BlogIndex } from '../blog/BlogIndex';
import { AllComponents } from './AllComponents';
import { ProductionErrorDecoder } from '../productionError/ProductionErrorDecoder';
import { MaterialIcons } from '../materialIcons/MaterialIcons';
import { VersionsTable } from '../versions/VersionsTable';
import { SystemProperties } from '../systemProperties/SystemProperties';
import { CodeTabs } from './CodeTabs';
import { DeprecatedApis } from '../deprecations/DeprecatedApis';
import { ThemeBuilder } from '../themeBuilder/ThemeBuilderBlock';
import { DefaultBreakpoints, DefaultGrey, DefaultPalette, DefaultSpacing, DefaultThemeViewer, DefaultTransitions, DefaultTypography, DefaultZIndex, JoyDefaultThemeViewer } from '../themeDocs/ThemeDocs';

/** The MDX components of the site's own pages (versions, blog, production error, Material Icons, component index, theme tokens and viewers, Joy UI theme builder, deprecated APIs) and code tabs: no import needed. */
export const specialMdxComponents = { AllComponents, BlogIndex, CodeTabs, DeprecatedApis, MaterialIcons, ProductionErrorDecoder, SystemProperties, ThemeBuilder, VersionsTable, DefaultBreakpoints, DefaultGrey, DefaultPalette, DefaultSpacing, DefaultThemeViewer, DefaultTransitions, DefaultTypography, DefaultZIndex, JoyDefaultThemeViewer };
