/** The category a product belongs to, as written in `<meta name="mui:productCategoryId">`. */
export type ProductCategoryId = 'core' | 'x' | 'toolpad';

/** Every product id the site knows (SPEC §2 routing rules). */
export type ProductId =
  | 'material-ui'
  | 'joy-ui'
  | 'base-ui'
  | 'system'
  | 'x-data-grid'
  | 'toolpad-core'
  | 'toolpad-studio'
  | 'docs'
  | 'docs-infra';

/** Facts about one product: the single place that knows them (DESIGN.md §3). */
export interface ProductInfo {
  id: ProductId;
  /** `null` where the product belongs to no category (docs, docs-infra). */
  category: ProductCategoryId | null;
  name: string;
  /** Version label shown in the app bar (SPEC §9); `null` for products without a package. */
  version: string | null;
  /** The path every page of the product starts with. */
  basePath: string;
  /** The npm package whose demos and API the product documents. */
  packageName: string | null;
  /** Whether the product has its own navigation tree and appears in the product switcher. */
  hasDocs: boolean;
  /** The page the product switcher and the home page link to; null while the product has none. */
  homePath: string | null;
  /** One line used on the home page and in the product switcher. */
  tagline: string;
}

/** The product registry, in the order the product switcher shows them. */
export const products: readonly ProductInfo[] = [
  {
    id: 'material-ui',
    category: 'core',
    name: 'Material UI',
    version: '6.0.0-rc.0',
    basePath: '/material-ui',
    packageName: '@mui/material',
    hasDocs: true,
    homePath: '/material-ui/getting-started',
    tagline: "Ready-made components that follow Google's Material Design.",
  },
  {
    id: 'joy-ui',
    category: 'core',
    name: 'Joy UI',
    version: '5.0.0-beta.46',
    basePath: '/joy-ui',
    packageName: '@mui/joy',
    hasDocs: true,
    homePath: '/joy-ui/getting-started',
    tagline: 'Components with a design of their own, made to be themed.',
  },
  {
    id: 'base-ui',
    category: 'core',
    name: 'Base UI',
    version: '5.0.0-beta.58',
    basePath: '/base-ui',
    packageName: '@mui/base',
    hasDocs: true,
    homePath: '/base-ui/getting-started',
    tagline: 'Unstyled components and hooks: behavior and accessibility, your styles.',
  },
  {
    id: 'system',
    category: 'core',
    name: 'MUI System',
    version: '6.0.0-rc.0',
    basePath: '/system',
    packageName: '@mui/system',
    hasDocs: true,
    homePath: '/system/getting-started',
    tagline: 'Style utilities, the sx prop and layout primitives behind every library.',
  },
  {
    id: 'x-data-grid',
    category: 'x',
    name: 'MUI X Data Grid',
    version: null,
    basePath: '/x',
    packageName: '@mui/x-data-grid',
    hasDocs: true,
    homePath: '/x/react-data-grid',
    tagline: 'A fast grid for large tables of data.',
  },
  {
    id: 'toolpad-core',
    category: 'toolpad',
    name: 'Toolpad Core',
    version: null,
    basePath: '/toolpad',
    packageName: null,
    hasDocs: false,
    homePath: null,
    tagline: 'Components for dashboards and internal tools.',
  },
  {
    id: 'toolpad-studio',
    category: 'toolpad',
    name: 'Toolpad Studio',
    version: null,
    basePath: '/toolpad/studio',
    packageName: null,
    hasDocs: false,
    homePath: null,
    tagline: 'A visual builder for internal tools.',
  },
  {
    id: 'docs',
    category: null,
    name: 'MUI',
    version: null,
    basePath: '/',
    packageName: null,
    hasDocs: false,
    homePath: null,
    tagline: 'Pages about the documentation itself: versions and error decoding.',
  },
  {
    id: 'docs-infra',
    category: null,
    name: 'Docs experiments',
    version: null,
    basePath: '/experiments',
    packageName: null,
    hasDocs: true,
    homePath: null,
    tagline: 'Test pages for the documentation platform.',
  },
];

/** A product with a home page to link to. */
export type LinkedProduct = ProductInfo & { homePath: string };

/** The products with a home page, in registry order: the switcher, the home page, the footer and the 404 page list them. */
export const linkedProducts: readonly LinkedProduct[] = products.filter((product): product is LinkedProduct => product.homePath !== null);

/** Looks a product up by id; throws on an unknown id because callers pass literals. */
export function getProduct(id: ProductId): ProductInfo {
  const product = products.find((candidate) => candidate.id === id);
  if (!product) {
    throw new Error(`Unknown product id "${id}"`);
  }
  return product;
}
