import { IntlMessageFormat } from 'intl-messageformat';

/**
 * An ICU message of the Italian catalogue as a function of its values ("{n, plural, one {# libro}
 * other {# libri}}"), parsed once. intl-messageformat is loaded only by the Italian edition's pages.
 */
export function icu<V extends Record<string, string | number>>(message: string): (values: V) => string {
  const format = new IntlMessageFormat(message, 'it');
  return (values) => String(format.format(values));
}
