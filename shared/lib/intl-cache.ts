// Shared by the UI and the worker: Intl formatters made once per locale and options. Making one
// costs up to milliseconds on a cheap phone, and amounts and dates are formatted on every pool
// update and render; a formatter that cannot be made (an unknown zone) is not kept.

/** Enough for every locale, currency and zone a session meets; past it the cache starts over. */
const MAX_FORMATTERS = 200;

const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<F extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => F): F {
  const known = formatters.get(key) as F | undefined;
  if (known !== undefined) return known;
  const made = make();
  if (formatters.size >= MAX_FORMATTERS) formatters.clear();
  formatters.set(key, made);
  return made;
}

/** A number formatter; throws like the constructor for a bad locale or currency. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return cached(
    `n ${locale} ${JSON.stringify(options)}`,
    () => new Intl.NumberFormat(locale, options),
  );
}

/** A date formatter; throws like the constructor for a bad locale or time zone. */
export function dateTimeFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  return cached(
    `d ${locale} ${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(locale, options),
  );
}

/**
 * Makes the formatters a page in `locale` needs first. The first Intl formatter a renderer
 * makes loads the ICU data, 80 ms on a cheap phone; that data is shared by the process's
 * threads, so the worker loads it while the page waits for the network, and the page's first
 * amount or plural costs under a millisecond.
 */
export function warmFormatters(locale: string): void {
  try {
    numberFormat(locale, { maximumFractionDigits: 2 }).format(1);
    dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(0);
    new Intl.PluralRules(locale).select(1);
  } catch {
    // A locale the runtime does not know: the page falls back as it would anyway.
  }
}
