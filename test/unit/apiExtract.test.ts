import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiComponent, ApiHook, ApiPackage } from '../../site/api/types';
import { extractPackages } from '../../build/api/extract/extractAll';
import type { ApiPackageSpec } from '../../build/api/packages';

const FIXTURES = path.resolve(import.meta.dirname, '../fixtures/api-packages');
const SPEC: ApiPackageSpec = {
  packageName: '@fixture/widgets',
  productId: 'material-ui',
  themeNames: { file: 'styles/index.d.ts', interfaceName: 'ComponentsPropsList' },
  fallbackClassName: (component, key) => `Fallback${component}-${key}`,
};

let extracted: ApiPackage;
const component = (name: string) => extracted.entries.find((entry): entry is ApiComponent => entry.kind === 'component' && entry.name === name)!;
const hook = (name: string) => extracted.entries.find((entry): entry is ApiHook => entry.kind === 'hook' && entry.name === name)!;

beforeAll(async () => {
  const [only] = await extractPackages([SPEC], FIXTURES);
  if (!only) throw new Error('The fixture package was not extracted.');
  extracted = only;
}, 60_000);

describe('API extractor on a fixture package', () => {
  it('finds components and hooks, and nothing else', () => {
    expect(extracted.version).toBe('1.2.3');
    expect(extracted.entries.map((entry) => `${entry.kind}:${entry.name}`).sort()).toEqual(['component:FancyWidget', 'component:Poly', 'component:Widget', 'hook:useWidget']);
  });

  it('lists own props with readable types, defaults, required and deprecated, but not DOM attributes or @ignore props', () => {
    const widget = component('Widget');
    const names = widget.props.map((prop) => prop.name);
    expect(names).toEqual(['classes', 'label', 'onValueChange', 'size', 'slots', 'variant']);
    const variant = widget.props.find((prop) => prop.name === 'variant')!;
    expect(variant).toMatchObject({ type: { short: "'quiet' | 'loud' | 'shouting'" }, default: "'quiet'", required: false, description: 'How loud the widget looks.' });
    expect(widget.props.find((prop) => prop.name === 'label')!.required).toBe(true);
    expect(widget.props.find((prop) => prop.name === 'size')!.deprecated).toBe('Use `scale` instead.');
    // Long types are summarised; the full text stays available.
    expect(widget.props.find((prop) => prop.name === 'onValueChange')!.type).toEqual({ short: 'func', full: '(event: SyntheticEvent<Element, Event>, value: number) => void' });
  });

  it('names what a component inherits: the DOM element, or the component whose props it extends', () => {
    expect(component('Widget').inherits).toEqual({ name: 'div' });
    const fancy = component('FancyWidget');
    expect(fancy.props.map((prop) => prop.name)).toEqual(['sparkle']);
    expect(fancy.inherits).toEqual({ name: 'Widget', packageName: '@fixture/widgets' });
  });

  it('reports where the ref goes, or that there is none', () => {
    expect(component('Widget').ref).toEqual({ target: 'HTMLDivElement' });
    expect(component('FancyWidget').ref).toBeNull();
    // A generic-only signature cannot tell: no claim either way.
    expect(component('Poly').ref).toBeUndefined();
    expect(component('Poly').props.map((prop) => [prop.name, prop.type.short])).toEqual([
      ['component', 'ElementType'],
      ['tone', "'calm' | 'bright'"],
    ]);
  });

  it('reads slots, classes (runtime names first), theme name, imports and the demos block', () => {
    const widget = component('Widget');
    expect(widget.slots).toEqual([
      { name: 'root', defaultElement: "'div'", description: 'The component that renders the root.' },
      { name: 'startIcon', defaultElement: "'span'", description: 'The component that renders the icon before the label.' },
    ]);
    expect(widget.classes).toEqual([
      { key: 'root', className: 'FixWidget-root', description: 'Styles applied to the root element.' },
      { key: 'disabled', className: 'Fix-disabled', description: 'State class applied to the root element if `disabled={true}`.', deprecated: 'Use the `data-disabled` attribute instead.' },
    ]);
    expect(widget.themeName).toBe('FixWidget');
    expect(component('FancyWidget').themeName).toBe('FixFancyWidget');
    expect(widget.pathImport).toEqual({ source: '@fixture/widgets/Widget', isDefault: true });
    expect(widget.description).toBe('A small thing that shows a label.');
    expect(widget.declaredDemoPaths).toEqual(['/fixture/react-widget']);
  });

  it('lists a hook’s parameters and return value field by field', () => {
    const useWidget = hook('useWidget');
    expect(useWidget.parameters).toEqual([
      { name: 'disabled', type: { short: 'boolean' }, default: 'false', required: false, description: 'If `true`, the widget ignores input.' },
      { name: 'initialValue', type: { short: 'number' }, required: true, description: 'The starting value.' },
    ]);
    expect(useWidget.returns.map((field) => [field.name, field.type.short])).toEqual([
      ['getRootProps', '() => Record<string, unknown>'],
      ['value', 'number'],
    ]);
    expect(useWidget.pathImport).toEqual({ source: '@fixture/widgets/useWidget', isDefault: true });
  });
});
