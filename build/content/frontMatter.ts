import matter from 'gray-matter';
import { z } from 'zod';
import { BuildError } from '../errors';

/** The front matter every page must carry (DESIGN.md §7). Unknown keys are mistakes, usually typos. */
export const frontMatterSchema = z
  .object({
    title: z.string().min(1),
    description: z.string().min(1),
    /** `home` renders without the navigation drawer and table of contents. */
    layout: z.enum(['doc', 'home']).default('doc'),
    /** A page no navigation reaches on purpose (e.g. a test page). */
    hidden: z.boolean().default(false),
    unstable: z.boolean().optional(),
    beta: z.boolean().optional(),
    legacy: z.boolean().optional(),
    newFeature: z.boolean().optional(),
    deprecated: z.boolean().optional(),
    plan: z.enum(['pro', 'premium']).optional(),
  })
  .strict();

export type FrontMatter = z.infer<typeof frontMatterSchema>;

/** YAML reads an unquoted `2024-08-01` as a Date; both spellings become `YYYY-MM-DD`. */
const isoDate = z.union([z.date().transform((date) => date.toISOString().slice(0, 10)), z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'write the date as YYYY-MM-DD')]);

/** The fields a blog post adds to the page schema (chosen by path: `content/blog/<post>/index.mdx`). */
export const blogFieldsSchema = z.object({
  date: isoDate,
  authors: z.array(z.string().min(1)).min(1),
  tags: z.array(z.string().min(1)).min(1),
});

export type BlogFields = z.infer<typeof blogFieldsSchema>;

const blogPostSchema = frontMatterSchema.extend(blogFieldsSchema.shape).strict();

/** Whether a page file is a blog post, whose front matter also needs date, authors and tags. */
export function isBlogPostFile(file: string): boolean {
  return /[\\/]content[\\/]blog[\\/][^\\/]+[\\/]index\.mdx$/.test(file);
}

/** A page source split into validated front matter and an MDX body whose line numbers match the file. */
export interface ParsedPageSource {
  frontMatter: FrontMatter;
  /** Date, authors and tags of a blog post; absent on other pages. */
  blog?: BlogFields;
  /** The body, with the front matter replaced by blank lines so MDX errors point at the right line. */
  body: string;
}

function lineOfKey(source: string, key: string): number | undefined {
  const lines = source.split('\n');
  const index = lines.findIndex((line) => line.startsWith(`${key}:`));
  return index === -1 ? undefined : index + 1;
}

/** Parses and validates a page's front matter; throws a BuildError naming the file and line. */
export function parsePageSource(file: string, source: string): ParsedPageSource {
  if (!source.startsWith('---')) {
    throw new BuildError('The page has no front matter.', { file, line: 1 }, 'Start the file with a `---` block holding `title:` and `description:`.');
  }
  let parsed: matter.GrayMatterFile<string>;
  try {
    // A fresh options object disables gray-matter's cache, which would hide a second parse of an edited file.
    parsed = matter(source, {});
  } catch (error) {
    const mark = (error as { mark?: { line?: number } }).mark;
    throw new BuildError(
      `The front matter is not valid YAML: ${(error as Error).message.split('\n')[0]}`,
      { file, line: mark?.line !== undefined ? mark.line + 2 : 1 },
      'Check indentation and quote values that contain a colon.',
    );
  }
  const blogPost = isBlogPostFile(file);
  const result = (blogPost ? blogPostSchema : frontMatterSchema).safeParse(parsed.data);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const key = String(issue.path[0] ?? (issue.code === 'unrecognized_keys' ? issue.keys[0] : ''));
    throw new BuildError(
      `Front matter field "${key}": ${issue.message}`,
      { file, line: lineOfKey(source, key) ?? 1 },
      `Allowed fields: title and description (required text), layout (doc|home), hidden, unstable, beta, legacy, newFeature, deprecated (true/false), plan (pro|premium)${blogPost ? '; blog posts also need date (YYYY-MM-DD), authors and tags (lists of names)' : ''}.`,
    );
  }
  const { date, authors, tags, ...pageFields } = result.data as FrontMatter & Partial<BlogFields>;
  const frontMatterLines = source.length - parsed.content.length;
  const header = source.slice(0, frontMatterLines);
  const blankHeader = header.replace(/[^\n]/g, '');
  const page = { frontMatter: pageFields as FrontMatter, body: blankHeader + parsed.content };
  return blogPost && date && authors && tags ? { ...page, blog: { date, authors, tags } } : page;
}
