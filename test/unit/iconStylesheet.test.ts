// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"handleDisabledFileLoadingAsSuccess":true}}
import { beforeEach, describe, expect, it } from 'vitest';
import { addIconStylesheet } from '../../runtime/iconStylesheet';

const URL = 'http://127.0.0.1:9/icons.css';

beforeEach(() => {
  document.head.innerHTML = '';
});

describe('the icon stylesheet', () => {
  it('is added once per page, however often it is asked for', () => {
    const first = addIconStylesheet(URL);
    const second = addIconStylesheet(URL);
    expect(second).toBe(first);
    const links = document.head.querySelectorAll('link[rel="stylesheet"]');
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('href')).toBe(URL);
  });

  it('is left out when no address is configured', () => {
    expect(addIconStylesheet(null)).toBeNull();
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
  });
});
