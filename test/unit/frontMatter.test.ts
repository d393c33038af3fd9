import { describe, expect, it } from 'vitest';
import { parsePageSource } from '../../build/content/frontMatter';
import { BuildError } from '../../build/errors';

const file = '/content/lib/page/index.mdx';

function errorOf(source: string): BuildError {
  try {
    parsePageSource(file, source);
  } catch (error) {
    if (error instanceof BuildError) return error;
    throw error;
  }
  throw new Error('expected a BuildError');
}

describe('parsePageSource', () => {
  it('returns validated fields with defaults and keeps body line numbers', () => {
    const source = '---\ntitle: Button\ndescription: Buttons start actions.\nbeta: true\n---\n\n## Basics\n';
    const { frontMatter, body } = parsePageSource(file, source);
    expect(frontMatter).toEqual({ title: 'Button', description: 'Buttons start actions.', beta: true, layout: 'doc', hidden: false });
    expect(body.split('\n').indexOf('## Basics')).toBe(source.split('\n').indexOf('## Basics'));
  });

  it('names the field and line of a value of the wrong type', () => {
    const error = errorOf('---\ntitle: Button\ndescription: Buttons.\nhidden: "yes"\n---\n');
    expect(error.message).toContain('"hidden"');
    expect(error.location).toEqual({ file, line: 4 });
    expect(error.hint).toBeTruthy();
  });

  it('rejects a missing required field', () => {
    expect(errorOf('---\ntitle: Button\n---\n').message).toContain('"description"');
  });

  it('rejects unknown fields, which are usually typos', () => {
    const error = errorOf('---\ntitle: Button\ndescription: Buttons.\ndeprecatd: true\n---\n');
    expect(error.message).toContain('deprecatd');
    expect(error.location.line).toBe(4);
  });

  it('reports invalid YAML and a missing front matter block', () => {
    expect(errorOf('---\ntitle: [unclosed\ndescription: x\n---\n').message).toMatch(/not valid YAML/);
    expect(errorOf('## No front matter\n').location.line).toBe(1);
  });
});
