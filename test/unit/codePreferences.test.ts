import { describe, expect, it } from 'vitest';
import { parseDemoHash, parsePreferenceCookies, resolveCodePreferences, serializePreferenceCookie } from '../../site/demos/codePreferences';

describe('code preference cookies', () => {
  it('serialises a preference for a year on the whole site', () => {
    expect(serializePreferenceCookie('codeVariant', 'JS')).toBe('codeVariant=JS;path=/;max-age=31536000');
    expect(serializePreferenceCookie('codeStyling', 'MUI System')).toBe('codeStyling=MUI%20System;path=/;max-age=31536000');
  });

  it('parses both cookies among others and ignores unknown values', () => {
    expect(parsePreferenceCookies('a=1; codeVariant=JS; codeStyling=Tailwind')).toEqual({ codeVariant: 'JS', codeStyling: 'Tailwind' });
    expect(parsePreferenceCookies('codeStyling=MUI%20System')).toEqual({ codeStyling: 'MUI System' });
    expect(parsePreferenceCookies('codeVariant=Python; codeStyling=%E0%A4%A')).toEqual({});
    expect(parsePreferenceCookies('')).toEqual({});
  });
});

describe('demo file hashes', () => {
  it('reads the demo and the language from #Name.js and #Name.tsx', () => {
    expect(parseDemoHash('#BasicButtons.js')).toEqual({ name: 'BasicButtons', variant: 'JS' });
    expect(parseDemoHash('#BasicButtons.tsx')).toEqual({ name: 'BasicButtons', variant: 'TS' });
  });

  it('ignores anything else', () => {
    expect(parseDemoHash('#BasicButtons')).toBeNull();
    expect(parseDemoHash('#basic-button')).toBeNull();
    expect(parseDemoHash('#BasicButtons.ts')).toBeNull();
    expect(parseDemoHash('')).toBeNull();
  });
});

describe('resolveCodePreferences', () => {
  it('defaults to TS and MUI System', () => {
    expect(resolveCodePreferences({ hash: '', cookie: '' })).toEqual({ codeVariant: 'TS', codeStyling: 'MUI System' });
  });

  it('takes the cookie, and a demo-file hash over the cookie', () => {
    expect(resolveCodePreferences({ hash: '', cookie: 'codeVariant=JS' }).codeVariant).toBe('JS');
    expect(resolveCodePreferences({ hash: '#ClickCounter.tsx', cookie: 'codeVariant=JS' }).codeVariant).toBe('TS');
    expect(resolveCodePreferences({ hash: '#ClickCounter.js', cookie: 'codeVariant=TS' }).codeVariant).toBe('JS');
    expect(resolveCodePreferences({ hash: '#sizes', cookie: 'codeVariant=JS' }).codeVariant).toBe('JS');
  });
});
