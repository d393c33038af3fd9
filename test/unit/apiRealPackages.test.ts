import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadApiPackages } from '../../build/api/load';
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
});
