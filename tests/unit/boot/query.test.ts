// Query parsing and locale normalisation (SPEC §2, §5), table-driven.
import { describe, expect, it } from 'vitest';
import { localeFromPath, normalizeLocale } from '../../../shared/i18n/locale.ts';
import { parseQuery } from '../../../shared/boot/query.ts';

describe('normalizeLocale', () => {
  it.each([
    ['en', 'en'],
    ['TH', 'th'],
    ['zh-tw', 'zh-TW'],
    ['ZH-tw', 'zh-TW'],
    ['zh-TW', 'zh-TW'],
    ['zh', 'zh'],
    ['ko', 'ko'],
    ['bn', 'bn'],
    ['hi', 'hi'],
    ['pt-BR', 'en'],
    ['fr', 'en'],
    ['zh_TW', 'en'],
    ['zh-TW-x', 'en'],
    ['', 'en'],
    [null, 'en'],
    ['  vi ', 'vi'],
  ])('%s becomes %s', (raw, expected) => {
    expect(normalizeLocale(raw)).toBe(expected);
  });
});

describe('localeFromPath', () => {
  it.each([
    ['/th/', 'th'],
    ['/zh-TW/close', 'zh-TW'],
    ['/en/', null],
    ['/', null],
    ['/close', null],
    ['/xx/', null],
  ])('%s gives %s', (path, expected) => {
    expect(localeFromPath(path)).toBe(expected);
  });
});

describe('parseQuery', () => {
  it('reads every parameter of SPEC §2 into typed fields', () => {
    const q = parseQuery(
      '?e=demo&x=tok&gName=luckyfortune_1.2.3&gameType=2&mType=2001&origin=https%3A%2F%2Flobby.example%2F' +
        '&more=m&locale=zh-tw&parentRedirect=false&isRedirectAllowed=false&campaignInvitationCodes=A1,B2' +
        '&customBrand=brandX&isIonic=true&mute=true&isShowDollarSign=false&isShowRtp=1&lobbyActive=true' +
        '&realityCheck=30',
    );
    expect(q).toEqual({
      e: 'demo',
      x: 'tok',
      gName: 'luckyfortune_1.2.3',
      gameName: 'luckyfortune',
      gameVersion: '1.2.3',
      gameType: 2,
      mType: 2001,
      origin: 'https://lobby.example/',
      more: 'm',
      locale: 'zh-TW',
      localeGiven: true,
      parentRedirect: false,
      isRedirectAllowed: false,
      campaignInvitationCodes: ['A1', 'B2'],
      customBrand: 'brandX',
      serviceProvider: 'default',
      isIonic: true,
      mute: true,
      isShowDollarSign: false,
      isShowRtp: true,
      lobbyActive: true,
      realityCheck: 30,
    });
  });

  it('reads the reality-check interval only as a positive whole number of minutes', () => {
    expect(parseQuery('?realityCheck=abc').realityCheck).toBeNull();
    expect(parseQuery('?realityCheck=-5').realityCheck).toBeNull();
    expect(parseQuery('?realityCheck=0').realityCheck).toBeNull();
    expect(parseQuery('').realityCheck).toBeNull();
    expect(parseQuery('?realityCheck=45').realityCheck).toBe(45);
  });

  it('gives documented defaults for an empty query', () => {
    const q = parseQuery('');
    expect(q).toMatchObject({
      e: '',
      x: '',
      gameType: 1,
      mType: null,
      origin: null,
      locale: 'en',
      parentRedirect: true,
      isRedirectAllowed: true,
      campaignInvitationCodes: [],
      mute: false,
      isShowDollarSign: true,
      isIonic: false,
      isShowRtp: false,
      lobbyActive: false,
      serviceProvider: 'default',
    });
  });

  it.each([
    ['gameType=0', { gameType: 1 }],
    ['gameType=5', { gameType: 1 }],
    ['gameType=abc', { gameType: 1 }],
    ['gameType=1', { gameType: 1 }],
    ['gameType=3', { gameType: 3 }],
    ['gameType=4', { gameType: 4 }],
    ['mType=-3', { mType: null }],
    ['mType=12abc', { mType: null }],
    ['mType=1026', { mType: 1026, serviceProvider: 'gsm' }],
    ['origin=javascript%3Aalert(1)', { origin: null }],
    ['origin=data%3Atext%2Fhtml%2Cx', { origin: null }],
    ['origin=%2Frelative', { origin: null }],
    ['gName=noversion', { gameName: 'noversion', gameVersion: '' }],
    ['gName=a_b_c', { gameName: 'a', gameVersion: 'b_c' }],
    ['gName=_1.2', { gameName: '', gameVersion: '1.2' }],
    ['x=%20tok%20', { x: 'tok' }],
    ['isRedirectAllowed=0', { isRedirectAllowed: false }],
    ['isShowDollarSign=0', { isShowDollarSign: false }],
    ['isIonic=0&isShowRtp=false&lobbyActive=0', { isIonic: false, isShowRtp: false }],
    ['isRedirectAllowed=maybe&isIonic=yes', { isRedirectAllowed: true, isIonic: false }],
    ['campaignInvitationCodes=A1,%20B2%20', { campaignInvitationCodes: ['A1', 'B2'] }],
    ['e=..%2Fsecret', { e: '' }],
    ['parentRedirect=FALSE', { parentRedirect: true }],
    ['campaignInvitationCodes=%3Cscript%3E,OK1', { campaignInvitationCodes: ['OK1'] }],
    [`x=${'a'.repeat(4097)}`, { x: '' }],
    [`x=${'a'.repeat(4096)}`, { x: 'a'.repeat(4096) }],
  ])('%s is read safely', (search, expected) => {
    expect(parseQuery(`?${search}`)).toMatchObject(expected);
  });

  it('takes the locale from the path prefix before the query', () => {
    expect(parseQuery('?locale=ko', '/th/').locale).toBe('th');
    expect(parseQuery('?locale=ko', '/').locale).toBe('ko');
  });

  it('says whether the path or the query named a language (else the config locale applies)', () => {
    expect(parseQuery('', '/th/')).toMatchObject({ locale: 'th', localeGiven: true });
    expect(parseQuery('?locale=xx')).toMatchObject({ locale: 'en', localeGiven: true });
    expect(parseQuery('?locale=')).toMatchObject({ locale: 'en', localeGiven: false });
    expect(parseQuery('?e=demo', '/')).toMatchObject({ locale: 'en', localeGiven: false });
  });

  it('uses the first of repeated parameters and never throws on junk', () => {
    expect(parseQuery('?x=one&x=two').x).toBe('one');
    expect(() => parseQuery('?%E0%A4%A=%%%&&==')).not.toThrow();
  });
});
