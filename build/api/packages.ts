import type { ProductId } from '../../site/products';
import type { ThemeNamesSource } from './extract/packageFacts';

/** A package whose exports get API pages, and the product they are documented under. */
export interface ApiPackageSpec {
  packageName: string;
  productId: ProductId;
  /** The interface listing the package's theme component names (`MuiButton`), relative to the package. */
  themeNames?: ThemeNamesSource;
  /** The global class name of a key when the package's runtime class objects do not list it. */
  fallbackClassName: (component: string, key: string) => string;
}

const muiClassName = (component: string, key: string): string => `Mui${component}-${key}`;

/** Every documented package, in the order their API pages are listed; the first package to export a name wins. */
export const API_PACKAGES: readonly ApiPackageSpec[] = [
  { packageName: '@mui/material', productId: 'material-ui', themeNames: { file: 'styles/props.d.ts', interfaceName: 'ComponentsPropsList' }, fallbackClassName: muiClassName },
  { packageName: '@mui/lab', productId: 'material-ui', themeNames: { file: 'themeAugmentation/props.d.ts', interfaceName: 'LabComponentsPropsList' }, fallbackClassName: muiClassName },
  { packageName: '@mui/joy', productId: 'joy-ui', themeNames: { file: 'styles/components.d.ts', interfaceName: 'Components' }, fallbackClassName: muiClassName },
  { packageName: '@mui/base', productId: 'base-ui', fallbackClassName: (component, key) => `base-${component}-${key}` },
  { packageName: '@mui/system', productId: 'system', fallbackClassName: muiClassName },
  {
    packageName: '@mui/x-data-grid',
    productId: 'x-data-grid',
    themeNames: { file: 'themeAugmentation/props.d.ts', interfaceName: 'DataGridComponentsPropsList' },
    fallbackClassName: (_component, key) => `MuiDataGrid-${key}`,
  },
];
