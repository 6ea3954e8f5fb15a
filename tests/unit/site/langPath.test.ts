import { describe, expect, it } from 'vitest';
import { homePath, isGuidePath, langOfPath, localizePath, stripLang, switchLangPath } from '@site/lib/langPath';

describe('langPath', () => {
  it('reads the language of a path', () => {
    expect(langOfPath('/')).toBe('zh');
    expect(langOfPath('/school/list')).toBe('zh');
    expect(langOfPath('/en')).toBe('en');
    expect(langOfPath('/en/')).toBe('en');
    expect(langOfPath('/en/school/list')).toBe('en');
    // only the /en segment counts
    expect(langOfPath('/enrol')).toBe('zh');
    expect(langOfPath('/english/x')).toBe('zh');
  });

  it('adds and strips the /en prefix', () => {
    expect(localizePath('zh', '/school/list')).toBe('/school/list');
    expect(localizePath('en', '/school/list')).toBe('/en/school/list');
    expect(localizePath('en', '/')).toBe('/en');
    expect(localizePath('en', 'story')).toBe('/en/story');
    expect(stripLang('/en/school/list')).toBe('/school/list');
    expect(stripLang('/en')).toBe('/');
    expect(stripLang('/school')).toBe('/school');
    expect(homePath('zh')).toBe('/');
    expect(homePath('en')).toBe('/en');
  });

  it('knows the guide sections', () => {
    expect(isGuidePath('/ossd/introduction')).toBe(true);
    expect(isGuidePath('/FQA')).toBe(true);
    expect(isGuidePath('/cSchool')).toBe(true);
    expect(isGuidePath('/school/list')).toBe(false);
    expect(isGuidePath('/')).toBe(false);
  });

  it('maps other routes with the plain /en prefix, both ways', () => {
    expect(switchLangPath('en', '/')).toBe('/en');
    expect(switchLangPath('zh', '/en')).toBe('/');
    expect(switchLangPath('zh', '/en/')).toBe('/');
    expect(switchLangPath('en', '/school/list')).toBe('/en/school/list');
    expect(switchLangPath('zh', '/en/school/list')).toBe('/school/list');
    expect(switchLangPath('en', '/station/detail/12')).toBe('/en/station/detail/12');
    expect(switchLangPath('zh', '/en/story/detail/7')).toBe('/story/detail/7');
    expect(switchLangPath('en', '/dssLogin')).toBe('/en/dssLogin');
    expect(switchLangPath('zh', '/en/dssRegister')).toBe('/dssRegister');
    expect(switchLangPath('en', '/no/such/page')).toBe('/en/no/such/page');
  });

  it('maps guide pages to their twins through the content registry, both ways', () => {
    expect(switchLangPath('en', '/aboard/learning')).toBe('/en/aboard/learning-style');
    expect(switchLangPath('zh', '/en/aboard/learning-style')).toBe('/aboard/learning');
    expect(switchLangPath('en', '/life/level')).toBe('/en/life/consumption-level');
    expect(switchLangPath('zh', '/en/life/visa-processing')).toBe('/life/visa');
    expect(switchLangPath('en', '/ossd/literacy-test')).toBe('/en/ossd/literacy-test');
    expect(switchLangPath('en', '/cSchool')).toBe('/en/cSchool');
    expect(switchLangPath('zh', '/en/cSchool')).toBe('/cSchool');
  });

  it('sends the Chinese FQA to the English home', () => {
    expect(switchLangPath('en', '/FQA')).toBe('/en');
    expect(switchLangPath('en', '/FQA/')).toBe('/en');
  });

  it('sends a guide page without a twin to the home page of the other language', () => {
    expect(switchLangPath('en', '/ossd/no-such-page')).toBe('/en');
    expect(switchLangPath('zh', '/en/fee/unknown')).toBe('/');
  });

  it('leaves a path already in the target language alone', () => {
    expect(switchLangPath('zh', '/school/list')).toBe('/school/list');
    expect(switchLangPath('en', '/en/aboard/learning-style')).toBe('/en/aboard/learning-style');
  });
});
