import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyContentSecurityPolicy, withContentSecurityPolicy } from '../../build/csp/applyCsp';
import { locateTemplate } from '../../build/csp/locateTemplate';
import { contentSecurityPolicy, executableInlineScripts, scriptHash } from '../../build/csp/policy';
import { BuildError } from '../../build/errors';
import { headersFile, nginxHeaders } from '../../build/emit/headers';
import { inlineScript } from '../../site/render/inlineScript';
import { ROOT } from '../../build/paths';

const page = (head: string, body = ''): string => `<!DOCTYPE html>\n<html><head>\n<meta charset="utf-8">\n${head}</head><body>${body}</body></html>`;

describe('Content Security Policy', () => {
  it('hashes exactly the text of each executable inline script, and ignores JSON data and external scripts', () => {
    const html = page(`${inlineScript('a()')}<script type="application/json">{"x":1}</script><script type="module" src="/static/r.js"></script>${inlineScript('{"prerender":[]}', 'speculationrules')}`);
    expect(executableInlineScripts(html).map((script) => [script.code, script.marked])).toEqual([['a()', true], ['{"prerender":[]}', true]]);
    expect(scriptHash('a()')).toBe(`'sha256-${createHash('sha256').update('a()').digest('base64')}'`);
  });

  it('puts the policy before the first script, drops the markers, allows blob: only on pages with demos', () => {
    const result = withContentSecurityPolicy(page(inlineScript('a()')), ['https://cdn.example.com']);
    if (!('html' in result)) throw new Error('expected html');
    expect(result.html).toContain(`<meta charset="utf-8">\n<meta http-equiv="Content-Security-Policy" content="script-src 'self' ${scriptHash('a()')} https://cdn.example.com; object-src 'none'; base-uri 'self'">\n<script>a()</script>`);
    expect(result.html).not.toContain('data-csp-hash');
    const demoPage = withContentSecurityPolicy(page('<meta name="docs:islands" content="/static/i.js">'), []);
    expect('html' in demoPage && demoPage.html).toContain("script-src 'self' blob:;");
    expect(contentSecurityPolicy([], [], { liveEditing: false })).not.toMatch(/unsafe|blob:/);
  });

  it('refuses an executable inline script that did not go through the hashing step', () => {
    expect(withContentSecurityPolicy(page('<script>evil()</script>'), [])).toEqual({ unhashed: 'evil()' });
    expect(withContentSecurityPolicy(page('<script type="module">evil()</script>'), [])).toEqual({ unhashed: 'evil()' });
  });

  it('stops the build naming the template that wrote an unhashed script', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'csp-'));
    mkdirSync(path.join(dir, 'zh/a'), { recursive: true });
    writeFileSync(path.join(dir, 'zh/a/index.html'), page('<script>location.replace("/a/" + location.hash)</script>'));
    writeFileSync(path.join(dir, 'index.html'), page(inlineScript('ok()')));
    const failure = await applyContentSecurityPolicy(dir, { scriptHosts: [], templateOf: locateTemplate }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(BuildError);
    expect((failure as BuildError).location.file).toBe(path.join(ROOT, 'build/emit/redirects.ts'));
    expect((failure as BuildError).message).toContain('zh/a/index.html');
    expect(locateTemplate('material-ui/x/index.html', 'somethingNoTemplateWrites()')).toBe(path.join(ROOT, 'site/render/pageDocument.ts'));
  });

  it('applies the policy to every HTML file and reports the bytes it added', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'csp-'));
    writeFileSync(path.join(dir, 'index.html'), page(inlineScript('ok()')));
    const result = await applyContentSecurityPolicy(dir, { scriptHosts: [], templateOf: locateTemplate });
    expect(result.pages).toBe(1);
    expect(result.bytesAdded).toBe(readFileSync(path.join(dir, 'index.html')).length - Buffer.byteLength(page(inlineScript('ok()'))));
    expect(result.bytesAdded).toBeGreaterThan(60);
  });

  it('writes the headers a meta cannot carry as _headers and as nginx add_header lines', () => {
    expect(headersFile()).toBe("/*\n  Content-Security-Policy: frame-ancestors 'self'\n  X-Content-Type-Options: nosniff\n  Referrer-Policy: strict-origin-when-cross-origin\n");
    expect(nginxHeaders()).toContain('add_header X-Content-Type-Options "nosniff" always;');
  });
});
