import MessageFormat from '@messageformat/core';

/** A message as written ("{n, plural, one {# libro} other {# libri}}"), or as the build compiled it. */
type Message<V> = string | ((values: V) => string);

let compiler: MessageFormat | undefined;

/**
 * An Italian ICU message ("{n, plural, one {# libro} other {# libri}}") as a function of its values,
 * made once; the catalogue's and commerce's Italian strings use it. The browser build hands each
 * message over already compiled (shared/build/src/precompile-icu.ts, which aliases the compiler
 * away), so only messageformat's small runtime is loaded, and only by Italian pages; the server
 * modules and the tests compile the same message here, with the same library.
 */
export function icu<V extends Record<string, string | number>>(message: Message<V>): (values: V) => string {
  if (typeof message === 'function') return message;
  compiler ??= new MessageFormat('it');
  const format = compiler.compile(message);
  return (values) => String(format(values));
}
