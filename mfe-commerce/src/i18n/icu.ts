import MessageFormat from '@messageformat/core';

/** A message as written ("{n, plural, one {# libro} other {# libri}}"), or as the build compiled it. */
type Message<V> = string | ((values: V) => string);

let compiler: MessageFormat | undefined;

/**
 * An Italian ICU message of commerce ("Leggi {title}") as a function of its values, made once. The browser
 * build hands each message over already compiled (shared/build/src/precompile-icu.ts), so only
 * messageformat's small runtime is loaded, and only by the Italian edition's pages; the server
 * module and the tests compile the same message here, with the same library.
 */
export function icu<V extends Record<string, string | number>>(message: Message<V>): (values: V) => string {
  if (typeof message === 'function') return message;
  compiler ??= new MessageFormat('it');
  const format = compiler.compile(message);
  return (values) => String(format(values));
}
