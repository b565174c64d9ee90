import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from '../../../shared/lib/intl-cache.ts';
import { formatMoney } from '../../../src-ui/lib/money.ts';
import { isTimeZone } from '../../../shared/lib/dates.ts';

describe('Intl formatters are made once per locale and options', () => {
  it('gives the same formatter back for equal options and a new one for others', () => {
    const first = numberFormat('de', { maximumFractionDigits: 2 });
    expect(numberFormat('de', { maximumFractionDigits: 2 })).toBe(first);
    expect(numberFormat('en', { maximumFractionDigits: 2 })).not.toBe(first);
    expect(numberFormat('de', { maximumFractionDigits: 0 }).format(1.5)).toBe('2');
  });

  it('throws like the constructor for a zone it cannot make, and never keeps it', () => {
    expect(() => dateTimeFormat('en', { timeZone: 'Mars/Olympus' })).toThrow(RangeError);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('Asia/Bangkok')).toBe(true);
  });

  it('formats amounts the same way on the second call as on the first', () => {
    const once = formatMoney(1234.5, 'USD', 'en');
    expect(formatMoney(1234.5, 'USD', 'en')).toBe(once);
    expect(once).toBe('$1,234.50');
  });

  it('keeps working past its size limit', () => {
    for (let digits = 0; digits <= 20; digits += 1)
      for (const locale of ['en', 'de', 'fr', 'es', 'it', 'ja', 'ko', 'th', 'vi', 'hi', 'id'])
        expect(numberFormat(locale, { maximumFractionDigits: digits }).format(1)).toBeTruthy();
    expect(numberFormat('en', { maximumFractionDigits: 3 }).format(0.1234)).toBe('0.123');
  });
});
