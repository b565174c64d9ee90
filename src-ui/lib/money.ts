// Runs on the main thread: money shown per locale (SPEC §3 currencies), XXX as FUN.
import type { Locale } from '../../shared/lib/constants.ts';
import { numberFormat } from '../../shared/lib/intl-cache.ts';

/**
 * The currencies SPEC §3 lists, with the decimals players see. They follow CLDR (what phones
 * show elsewhere), so IDR, MMK and PKR have none although ISO 4217 gives them 2. The table,
 * not the ICU version on the phone, decides.
 */
export const CURRENCY_DECIMALS: Readonly<Record<string, number>> = {
  AED: 2, AUD: 2, BDT: 2, BND: 2, CAD: 2, CHF: 2, CNY: 2, EUR: 2, GBP: 2, HKD: 2,
  IDR: 0, INR: 2, JPY: 0, KRW: 0, LKR: 2, MMK: 0, MXN: 2, MYR: 2, NOK: 2, NZD: 2,
  PHP: 2, PKR: 0, SEK: 2, SGD: 2, THB: 2, USD: 2, VND: 0, ZAR: 2, XXX: 2,
}; // prettier-ignore

/** Fun or demo money: code XXX, shown as FUN. */
export const FUN_CURRENCY = 'XXX';
const FUN_LABEL = 'FUN';

/** Options: `showSymbol` false (query isShowDollarSign=false) shows the amount alone. */
export interface MoneyOptions {
  showSymbol?: boolean;
}

/** Formats an amount in a currency for a locale; never throws, whatever the currency code. */
export function formatMoney(
  amount: number,
  currency: string,
  locale: Locale,
  options: MoneyOptions = {},
): string {
  if (!Number.isFinite(amount)) return '—';
  // A malformed code shows the plain amount: calling real money FUN (or guessing) would mislead.
  const valid = /^[A-Z]{3}$/.test(currency);
  const code = valid ? currency : FUN_CURRENCY;
  const decimals = CURRENCY_DECIMALS[code] ?? 2;
  const format = numberFormat(locale, {
    style: 'currency',
    currency: code,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
  const parts = format.formatToParts(amount);
  const showSymbol = valid && (options.showSymbol ?? true);
  return parts
    .map((part, i) => {
      if (part.type === 'currency') {
        if (!showSymbol) return '';
        return code === FUN_CURRENCY ? FUN_LABEL : part.value;
      }
      // The space that joined a hidden symbol to the number goes with it.
      const next = parts[i + 1];
      const prev = parts[i - 1];
      if (
        !showSymbol &&
        part.type === 'literal' &&
        (next?.type === 'currency' || prev?.type === 'currency')
      ) {
        return '';
      }
      return part.value;
    })
    .join('')
    .trim();
}
