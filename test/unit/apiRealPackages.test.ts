import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiCoverage } from '../../build/api/coverage';
import { documentedPropTypes } from '../../build/api/extract/propTypes';
import { loadApiPackages } from '../../build/api/load';
import { API_PACKAGES } from '../../build/api/packages';
import { planApiPages } from '../../build/api/plan';
import { exportRole } from '../../build/api/surface';
import type { ApiComponent, ApiEntry, ApiHook, ApiPackage } from '../../site/api/types';

let packages: ApiPackage[];

function find(packageName: string, name: string): ApiEntry {
  const entry = packages.find((item) => item.packageName === packageName)?.entries.find((item) => item.name === name);
  if (!entry) throw new Error(`${packageName} ${name} was not extracted`);
  return entry;
}

// The `@default` written just above a prop in a declaration file, as a reader would find it.
function declaredDefault(file: string, prop: string): string | undefined {
  const text = readFileSync(path.resolve('node_modules', file), 'utf8');
  const index = text.search(new RegExp(`\\n\\s*${prop}\\?:`));
  const before = text.slice(0, index);
  return /@default (.+)\n[^@]*$/.exec(before.slice(before.lastIndexOf('/**')))?.[1]?.trim();
}

beforeAll(async () => {
  ({ packages } = await loadApiPackages());
}, 240_000);

describe('API model of the installed packages', () => {
  it("Material UI Button's variant defaults to 'text', as its declaration says", () => {
    const button = find('@mui/material', 'Button') as ApiComponent;
    const variant = button.props.find((prop) => prop.name === 'variant')!;
    expect(variant.default).toBe("'text'");
    expect(variant.default).toBe(declaredDefault('@mui/material/Button/Button.d.ts', 'variant'));
    expect(variant.type.short).toBe("'text' | 'outlined' | 'contained'");
    expect(button.themeName).toBe('MuiButton');
    expect(button.inherits).toEqual({ name: 'ButtonBase', packageName: '@mui/material' });
    expect(button.classes.find((item) => item.key === 'root')!.className).toBe('MuiButton-root');
  });

  it("Material UI TextField's variant defaults to 'outlined'", () => {
    const textField = find('@mui/material', 'TextField') as ApiComponent;
    expect(textField.props.find((prop) => prop.name === 'variant')!.default).toBe("'outlined'");
    expect(declaredDefault('@mui/material/TextField/TextField.d.ts', 'variant')).toBe("'outlined'");
  });

  it("MUI System's Box notes the system props instead of listing each one", () => {
    const box = find('@mui/system', 'Box') as ApiComponent;
    expect(box.systemProps).toBe(true);
    expect(box.props.map((prop) => prop.name)).toEqual(['children', 'component', 'sx']);
  });

  it("Material UI's useMediaQuery takes a query and optional options, and returns a boolean", () => {
    const useMediaQuery = find('@mui/material', 'useMediaQuery') as ApiHook;
    expect(useMediaQuery.parameters.map((parameter) => [parameter.name, parameter.required])).toEqual([
      ['queryInput', true],
      ['options', false],
    ]);
    expect(useMediaQuery.parameters[1]!.type.short).toBe('UseMediaQueryOptions');
    expect(useMediaQuery.returnType.short).toBe('boolean');
  });

  it('Joy UI Button has a startDecorator slot', () => {
    const button = find('@mui/joy', 'Button') as ApiComponent;
    expect(button.slots.map((slot) => slot.name)).toContain('startDecorator');
    expect(button.themeName).toBe('JoyButton');
  });

  it("Base UI's useButton returns getRootProps", () => {
    const useButton = find('@mui/base', 'useButton') as ApiHook;
    expect(useButton.returns.map((field) => field.name)).toContain('getRootProps');
    expect(useButton.parameters.map((field) => field.name)).toContain('disabled');
    expect(find('@mui/base', 'Button')).toMatchObject({ classes: expect.arrayContaining([expect.objectContaining({ key: 'root', className: 'base-Button-root' })]) });
  });

  it('documents components declared as React.JSXElementConstructor (a union with no signatures of its own)', () => {
    const swipeable = find('@mui/material', 'SwipeableDrawer') as ApiComponent;
    expect(swipeable.props.find((prop) => prop.name === 'onOpen')).toMatchObject({ required: true });
    expect((find('@mui/material', 'Hidden') as ApiComponent).props.map((prop) => prop.name)).toContain('smDown');
  });

  it("lists every prop a component's own propTypes document, even when a parent interface declares it", () => {
    // The examples readers missed, then the rule over every Material UI, Joy UI and Base UI component.
    const expected: Array<[string, string]> = [['Button', 'disableRipple'], ['ToggleButton', 'disableRipple'], ['TextField', 'margin'], ['AppBar', 'children'], ['Card', 'children'], ['Drawer', 'hideBackdrop'], ['Popover', 'disableScrollLock'], ['Dialog', 'BackdropComponent']];
    for (const [name, prop] of expected) expect((find('@mui/material', name) as ApiComponent).props.map((item) => item.name), name).toContain(prop);
    const missing: string[] = [];
    let checked = 0;
    for (const packageName of ['@mui/material', '@mui/lab', '@mui/joy', '@mui/base']) {
      for (const entry of packages.find((item) => item.packageName === packageName)!.entries) {
        if (entry.kind !== 'component') continue;
        const documented = documentedPropTypes(path.resolve('node_modules', entry.source.replace(/\.d\.ts$/, '.js')), entry.name);
        if (!documented) continue;
        checked += 1;
        const shown = new Set(entry.props.map((prop) => prop.name));
        for (const prop of documented.keys()) if (!shown.has(prop) && !['className', 'style', 'key', 'ref'].includes(prop)) missing.push(`${packageName} ${entry.name}.${prop}`);
      }
    }
    expect(checked).toBeGreaterThan(200);
    expect(missing).toEqual([]);
  });

  it('documents styled parts on their component page, the lab\'s moved stubs and the grid\'s icons on one page each, and leaves nothing out', () => {
    const plans = planApiPages(packages, API_PACKAGES);
    const paths = new Set(plans.map((plan) => plan.pathname));
    for (const part of ['slider-rail', 'badge-mark', 'menu-paper', 'modal-root', 'calendar-picker', 'desktop-date-picker', 'tree-view']) expect(paths.has(`/material-ui/api/${part}`), part).toBe(false);
    expect(paths.has('/x/api/data-grid/grid-add-icon')).toBe(false);

    const slider = plans.find((plan) => plan.pathname === '/material-ui/api/slider')!;
    expect(slider.parts.map((part) => part.name)).toEqual(expect.arrayContaining(['SliderRail', 'SliderThumb', 'SliderValueLabel', 'SliderMarkLabel']));
    const moved = plans.find((plan) => plan.pathname === '/material-ui/api/lab-moved-to-mui-x')!;
    const names = new Set(moved.entries.map((entry) => entry.name));
    expect(moved.entries.map((entry) => exportRole(entry, names))).toContainEqual({ kind: 'moved', to: '@mui/x-tree-view' });
    expect([...names]).toEqual(expect.arrayContaining(['CalendarPicker', 'DesktopDatePicker', 'StaticTimePicker', 'LocalizationProvider', 'TreeItem']));
    // Components that are still in the lab keep their pages.
    for (const kept of ['masonry', 'timeline', 'loading-button', 'tab-context']) expect(paths.has(`/material-ui/api/${kept}`), kept).toBe(true);
    const icons = plans.find((plan) => plan.pathname === '/x/api/data-grid/icons')!;
    expect(icons.entries.map((entry) => entry.name)).toEqual(expect.arrayContaining(['GridAddIcon', 'GridCloseIcon', 'GridKeyboardArrowRight']));

    const coverage = apiCoverage(packages, API_PACKAGES, plans);
    expect(coverage.flatMap((product) => product.missing)).toEqual([]);
    expect(coverage.find((product) => product.productId === 'material-ui')!.pages).toBeLessThan(170);
  });
});
