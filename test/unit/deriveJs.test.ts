import * as esbuild from 'esbuild';
import { describe, expect, it } from 'vitest';
import { deriveJs, dropEmptiedLines } from '../../build/demos/deriveJs';

const TS_DEMO = `import * as React from 'react';
import type { ChangeEvent } from 'react';
import TextField from '@mui/material/TextField';
import Stack from '@mui/material/Stack';

interface Field {
  label: string;
  // A field may start filled in.
  initial?: string;
}

type Values = Record<string, string>;

const FIELDS: Field[] = [{ label: 'Name' }, { label: 'City', initial: 'Lyon' }];

function pick<T extends object, K extends keyof T>(value: T, key: K): T[K] {
  return value[key];
}

/** Two fields that share one state object. */
export default function SharedState() {
  const [values, setValues] = React.useState<Values>({});

  // One handler for every field: the label is the key.
  const handleChange = (label: string) => (event: ChangeEvent<HTMLInputElement>) => {
    setValues((previous) => ({ ...previous, [label]: event.target.value as string }));
  };

  return (
    <Stack spacing={2}>
      {/* Each field reads its value from the shared state. */}
      {FIELDS.map((field) => (
        <TextField
          key={field.label}
          label={pick(field, 'label')}
          value={values[field.label] ?? field.initial ?? ''}
          onChange={handleChange(field.label)}
        />
      ))}
    </Stack>
  );
}
`;

describe('deriveJs', () => {
  it('removes types, generics and casts, and keeps imports, comments and blank lines', async () => {
    const js = await deriveJs(TS_DEMO);
    expect(js).toBe(`import * as React from 'react';
import TextField from '@mui/material/TextField';
import Stack from '@mui/material/Stack';

const FIELDS = [{ label: 'Name' }, { label: 'City', initial: 'Lyon' }];

function pick(value, key) {
  return value[key];
}

/** Two fields that share one state object. */
export default function SharedState() {
  const [values, setValues] = React.useState({});

  // One handler for every field: the label is the key.
  const handleChange = (label) => (event) => {
    setValues((previous) => ({ ...previous, [label]: event.target.value }));
  };

  return (
    <Stack spacing={2}>
      {/* Each field reads its value from the shared state. */}
      {FIELDS.map((field) => (
        <TextField
          key={field.label}
          label={pick(field, 'label')}
          value={values[field.label] ?? field.initial ?? ''}
          onChange={handleChange(field.label)}
        />
      ))}
    </Stack>
  );
}
`);
  });

  it('produces JavaScript that parses as JSX', async () => {
    const js = await deriveJs(TS_DEMO);
    await expect(esbuild.transform(js, { loader: 'jsx' })).resolves.toBeDefined();
    // Parsing it as plain JSX (no TypeScript) fails on any type left behind.
    expect(js).not.toMatch(/:\s*(string|Values|Field)\b|<Values>|\bas string\b|interface |type Values/);
  });

  it('keeps an import used only in JSX', async () => {
    const js = await deriveJs(`import Button from '@mui/material/Button';\n\nexport default function A() {\n  return <Button>Go</Button>;\n}\n`);
    expect(js).toContain("import Button from '@mui/material/Button';");
  });

  it('gives a demo without types back as its author wrote it, not reformatted, and formats one with types', async () => {
    // Longer than prettier's print width, and single-line: prettier would break it over several lines.
    const untyped = `import Stack from '@mui/material/Stack';\n\nexport default function Row() {\n  return <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', width: 1 }} />;\n}\n`;
    expect(await deriveJs(untyped)).toBe(untyped);
    const typed = untyped.replace('function Row()', 'function Row(): React.ReactElement');
    const js = await deriveJs(typed);
    expect(js).not.toContain('ReactElement');
    expect(js).not.toBe(untyped);
    expect(js.split('\n').length).toBeGreaterThan(untyped.split('\n').length);
  });

  it('stops on TypeScript that does not parse', async () => {
    await expect(deriveJs('export default function A() { const x: = 1; }')).rejects.toThrow();
  });
});

describe('dropEmptiedLines', () => {
  it('drops lines emptied by type stripping and keeps blank lines the author wrote', () => {
    expect(dropEmptiedLines('a\ntype T = 1;\n\nb', 'a\n\n\nb')).toBe('a\n\nb');
  });

  it('leaves the output alone when the line counts differ', () => {
    expect(dropEmptiedLines('a\nb', 'a\n\n\nb')).toBe('a\n\n\nb');
  });
});
