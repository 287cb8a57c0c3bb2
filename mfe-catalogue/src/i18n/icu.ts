import { IntlMessageFormat } from 'intl-messageformat';

/** A message as written, or as the build parsed it (../../precompile-icu.ts). */
type Message = ConstructorParameters<typeof IntlMessageFormat>[0];

/**
 * An ICU message of the Italian catalogue as a function of its values ("{n, plural, one {# libro}
 * other {# libri}}"), made once. intl-messageformat is loaded only by the Italian edition's pages,
 * and in the browser without its parser: the build hands it each message already parsed.
 */
export function icu<V extends Record<string, string | number>>(message: Message): (values: V) => string {
  const format = new IntlMessageFormat(message, 'it');
  return (values) => String(format.format(values));
}
