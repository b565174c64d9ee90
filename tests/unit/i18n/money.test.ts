// Money for every SPEC §3 currency plus FUN, in en and two other locales.
import { describe, expect, it } from 'vitest';
import { CURRENCY_DECIMALS, formatMoney } from '../../../src-ui/lib/money.ts';

const SPEC_CURRENCIES =
  'AED AUD BDT BND CAD CHF CNY EUR GBP HKD IDR INR JPY KRW LKR MMK MXN MYR NOK NZD PHP PKR SEK SGD THB USD VND ZAR'.split(
    ' ',
  );
const NO_DECIMALS = new Set(['IDR', 'JPY', 'KRW', 'MMK', 'PKR', 'VND']);
const digitsAfterPoint = (text: string, sep: string): number =>
  text.includes(sep) ? (text.split(sep).at(-1)?.replace(/\D/g, '').length ?? 0) : 0;

describe.each(['en', 'th', 'zh'] as const)('formatMoney in %s', (locale) => {
  it.each(SPEC_CURRENCIES)('%s shows its proper decimals and a symbol', (currency) => {
    const text = formatMoney(1234.5, currency, locale);
    expect(digitsAfterPoint(text, '.')).toBe(NO_DECIMALS.has(currency) ? 0 : 2);
    expect(text).toMatch(/\D/);
    expect(text).not.toContain('¤');
  });

  it('shows fun money (XXX) as FUN', () => {
    const text = formatMoney(1234.5, 'XXX', locale);
    expect(text).toContain('FUN');
    expect(text).toContain('1,234.50');
    expect(text).not.toMatch(/XXX|¤/);
  });

  it('keeps the sign of negative amounts and groups large ones', () => {
    expect(formatMoney(-1234567.891, 'USD', locale)).toMatch(/^-.*1,234,567\.89$/);
    expect(formatMoney(987654321012, 'THB', locale)).toContain('987,654,321,012.00');
  });

  it('drops the symbol when isShowDollarSign is false', () => {
    expect(formatMoney(1234.5, 'USD', locale, { showSymbol: false })).toBe('1,234.50');
    expect(formatMoney(-5, 'XXX', locale, { showSymbol: false })).toBe('-5.00');
  });
});

describe('formatMoney edge cases', () => {
  it('covers exactly the SPEC currencies plus XXX', () => {
    expect(Object.keys(CURRENCY_DECIMALS).sort()).toEqual([...SPEC_CURRENCIES, 'XXX'].sort());
  });

  it('uses the locale’s own digits and separators where it has them', () => {
    expect(formatMoney(1234.5, 'EUR', 'pt')).toMatch(/1\.234,50/);
    expect(formatMoney(1234.5, 'INR', 'hi')).toContain('₹');
  });

  it('never throws on a broken amount or currency code', () => {
    expect(formatMoney(Number.NaN, 'USD', 'en')).toBe('—');
    expect(formatMoney(Number.POSITIVE_INFINITY, 'USD', 'en')).toBe('—');
    expect(formatMoney(1, 'us dollars', 'en')).toBe('1.00');
    expect(formatMoney(1, 'ABC', 'en')).toMatch(/ABC\s?1\.00/);
  });
});
