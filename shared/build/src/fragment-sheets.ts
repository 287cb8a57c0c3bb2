/** What fragmentSheets reads of an output chunk (Rollup's OutputChunk has these). */
export interface Chunk {
  fileName: string;
  facadeModuleId: string | null;
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
}

/**
 * Each exposed fragment's own style sheets (decision 136), by name (`./buy-box` → `buy-box`): those
 * its chunk and its static imports bring beyond the pages' first step (the remote's page styles are
 * not the fragment's look). A host puts them in the head of a page whose first HTML holds the fragment.
 */
export function fragmentSheets(chunks: Map<string, Chunk>, exposes: Record<string, string>, firstStep: Set<string>) {
  const sheets: Record<string, string[]> = {};
  for (const [key, file] of Object.entries(exposes)) {
    const chunk = [...chunks.values()].find((c) => c.facadeModuleId?.endsWith(file.slice(1)));
    const css = new Set<string>();
    const seen = new Set<string>();
    const visit = (fileName: string) => {
      const c = chunks.get(fileName);
      if (!c || seen.has(fileName)) return;
      seen.add(fileName);
      for (const sheet of c.viteMetadata?.importedCss ?? []) if (!firstStep.has(sheet)) css.add(sheet);
      c.imports.forEach(visit);
    };
    if (chunk) visit(chunk.fileName);
    if (css.size > 0) sheets[key.replace(/^\.\//, '')] = [...css];
  }
  return sheets;
}
