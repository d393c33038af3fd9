import type { ComponentPropsWithoutRef } from 'react';
import { Demo } from '../demos/Demo';
import { Callout } from './Callout';
import { ColorToolBlock } from './ColorToolBlock';
import { ProductGrid } from './ProductGrid';
import { specialMdxComponents } from './specialComponents';

// Wide tables scroll inside their own box instead of widening the page on phones.
function Table(props: ComponentPropsWithoutRef<'table'>) {
  return (
    <div className="table-scroll">
      <table {...props} />
    </div>
  );
}

/** The components every MDX page can use without importing them. */
export const mdxComponents = { Demo, Callout, ProductGrid, ColorTool: ColorToolBlock, table: Table, ...specialMdxComponents };
