import { describe, expect, it } from 'vitest';
import { productFromQuery, SearchEngine, type SearchContext } from '../../site/search/engine';
import { docsFromShard } from '../../site/search/shard';
import { resultEntries } from '../../site/search/view';
import { camelParts, indexTokens, normalizeTerm } from '../../site/search/tokenize';
import { fixtureShards } from './fixtures/searchShards';

function fixtureEngine(): SearchEngine {
  const engine = new SearchEngine();
  let id = 0;
  for (const shard of fixtureShards) {
    const docs = docsFromShard(shard, id);
    id += docs.length;
    engine.add(docs);
  }
  return engine;
}

const engine = fixtureEngine();
const onMaterial: SearchContext = { product: 'material-ui', category: 'core' };
const onJoy: SearchContext = { product: 'joy-ui', category: 'core' };
const onHome: SearchContext = { product: null, category: null };
const pages = (query: string, context: SearchContext): string[] => engine.search(query, context).map((group) => group.url);

describe('tokenizing', () => {
  it('adds the words of camel-cased names, without the Mui prefix of class names', () => {
    expect(camelParts('disableRipple')).toEqual(['disable', 'Ripple']);
    expect(camelParts('HTMLElement')).toEqual(['HTML', 'Element']);
    expect(camelParts('MuiButton')).toEqual(['Button']);
    expect(indexTokens('.MuiButton-colorPrimary')).toEqual(['MuiButton', 'Button', 'colorPrimary', 'color', 'Primary']);
    expect(normalizeTerm('The')).toBeNull();
    expect(normalizeTerm('Ripple')).toBe('ripple');
  });
});

describe('search ranking on the fixture index', () => {
  it('gives the Material UI Card page first for "card" on a Material UI page', () => {
    expect(pages('card', onMaterial)[0]).toBe('/material-ui/react-card');
  });

  it('gives the Card API page first for "card api"', () => {
    expect(pages('card api', onMaterial)[0]).toBe('/material-ui/api/card');
  });

  it("ranks the reader's product first: Joy's Button on a Joy UI page, Material's on a Material UI page", () => {
    expect(pages('button', onJoy)[0]).toBe('/joy-ui/react-button');
    expect(pages('button', onMaterial)[0]).toBe('/material-ui/react-button');
  });

  it('still finds the other products, after the current one', () => {
    const results = pages('button', onJoy);
    expect(results).toContain('/material-ui/react-button');
    expect(results).toContain('/base-ui/react-button');
    expect(results.indexOf('/joy-ui/react-button')).toBeLessThan(results.indexOf('/material-ui/react-button'));
  });

  it('lets a product named in the query take the place of the current product', () => {
    expect(pages('joy card', onMaterial)[0]).toBe('/joy-ui/react-card');
    expect(pages('material button', onJoy)[0]).toBe('/material-ui/react-button');
    expect(pages('Base UI button', onJoy)[0]).toBe('/base-ui/react-button');
    expect(productFromQuery('Joy UI loading')).toEqual({ query: 'loading', product: 'joy-ui' });
    expect(productFromQuery('base styles')).toEqual({ query: 'base styles', product: null });
    expect(productFromQuery('joy')).toEqual({ query: 'joy', product: null });
  });

  it('tolerates a typo: "buton" finds Button', () => {
    expect(pages('buton', onMaterial)[0]).toBe('/material-ui/react-button');
    expect(pages('buton', onJoy)[0]).toBe('/joy-ui/react-button');
  });

  it('treats the last word as a prefix while it is being typed', () => {
    expect(pages('text fi', onMaterial)[0]).toBe('/material-ui/react-text-field');
  });

  it('finds a prop by its name, as a section of its API page', () => {
    const [first] = engine.search('disableRipple', onMaterial);
    expect(first?.url).toBe('/material-ui/api/button');
    expect(first?.sections[0]?.url).toBe('/material-ui/api/button#prop-disableRipple');
    expect(first?.sections[0]?.kind).toBe('api');
  });

  it('finds a camel-cased prop by one of its words', () => {
    const [first] = engine.search('ripple', onMaterial);
    const sections = engine.search('ripple', onMaterial).flatMap((group) => group.sections.map((section) => section.url));
    expect(first?.url).toMatch(/^\/material-ui\//);
    expect(sections).toContain('/material-ui/api/button#prop-disableRipple');
  });

  it('groups sections under their page with the page snippet, even when only a section matched', () => {
    const [first] = engine.search('elevation', onMaterial);
    expect(first?.url).toBe('/material-ui/api/button');
    expect(first?.pageMatched).toBe(false);
    expect(first?.pageDoc?.title).toBe('Button API');
    expect(first?.sections.map((section) => section.title)).toEqual(['disableElevation']);
  });

  it('returns nothing for an empty query, and reads a stop word as the start of a word while it is the last one', () => {
    expect(engine.search('   ', onHome)).toEqual([]);
    // "but" on the way to "button": still being typed, so a prefix, not a dropped stop word.
    expect(pages('but', onMaterial)[0]).toBe('/material-ui/react-button');
    // Before the last word, a stop word is dropped as ever.
    expect(pages('the button', onMaterial)).toEqual(pages('button', onMaterial));
    expect(pages('button the', onMaterial)).not.toEqual([]);
  });

  it('reports the matched index words so typo matches can be highlighted', () => {
    const [first] = engine.search('buton', onMaterial);
    expect(first?.terms).toContain('button');
  });

  it('shows each page as the head of its group and preselects the best hit, so Enter opens a matching section', () => {
    const [first] = resultEntries(engine.search('disableRipple', onMaterial));
    expect(first?.chip).toBe('Material UI');
    expect(first?.options.map((option) => [option.kind, option.url])).toEqual([
      ['page', '/material-ui/api/button'],
      ['api', '/material-ui/api/button#prop-disableRipple'],
    ]);
    expect(first?.options.filter((option) => option.preferred).map((option) => option.url)).toEqual(['/material-ui/api/button#prop-disableRipple']);
    const [card] = resultEntries(engine.search('card', onMaterial));
    expect(card?.options[0]).toMatchObject({ url: '/material-ui/react-card', preferred: true });
    const [cardApi] = resultEntries(engine.search('card api', onMaterial));
    expect(cardApi?.options.filter((option) => option.preferred).map((option) => option.url)).toEqual(['/material-ui/api/card']);
    const [media] = resultEntries(engine.search('card media', onMaterial));
    expect(media?.options.filter((option) => option.preferred).map((option) => option.url)).toEqual(['/material-ui/react-card#media']);
  });
});

describe('partial answers from the loaded shards', () => {
  it('says whether some result has every word of the query, so the dialog knows to load other shards', () => {
    const joyOnly = new SearchEngine();
    joyOnly.add(docsFromShard(fixtureShards.find((shard) => shard.product === 'joy-ui')!, 0));
    // Joy has "loading" but nothing about ripples: results, yet none with both words.
    expect(joyOnly.search('loading ripple', onJoy).length).toBeGreaterThan(0);
    expect(joyOnly.lastSearchMatchedEveryWord()).toBe(false);
    joyOnly.search('loading indicator', onJoy);
    expect(joyOnly.lastSearchMatchedEveryWord()).toBe(true);
  });
});
