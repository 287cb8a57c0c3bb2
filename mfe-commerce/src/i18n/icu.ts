import { IntlMessageFormat } from 'intl-messageformat';

/** A message as written, or as the build parsed it (shared/build/src/precompile-icu.ts). */
type Message = ConstructorParameters<typeof IntlMessageFormat>[0];

/** An Italian ICU message ("Leggi {title}") as a function of its values, made once. */
export function icu<V extends Record<string, string | number>>(message: Message): (values: V) => string {
  const format = new IntlMessageFormat(message, 'it');
  return (values) => String(format.format(values));
}
