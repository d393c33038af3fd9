import type { ComponentPropsWithoutRef } from 'react';
import { Demo } from '../demos/Demo';
import { Callout } from './Callout';
import { ColorToolBlock } from './ColorToolBlock';
import { ProductGrid } from './ProductGrid';
import { specialMdxComponents } from './specialComponents';

// Wide tables scroll inside their own box instead of widening the page on phones.
function Table(props: ComponentPropsWithoutRef<'table'>) {
  return (
    // Focusable, so a keyboard user can scroll a table wider than a phone (WCAG 2.1.1).
    <div className="table-scroll" tabIndex={0}>
      <table {...props} />
    </div>
  );
}

/** The components every MDX page can use without importing them. */
export const mdxComponents = { Demo, Callout, ProductGrid, ColorTool: ColorToolBlock, table: Table, ...specialMdxComponents };
