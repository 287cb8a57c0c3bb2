import type { CurriculumModule } from '../data/workbook-types';
import { STRINGS } from '../strings';

interface Props {
  modules: readonly CurriculumModule[];
  /** The marketing pages show a compact list; the product pages add each module's topics. */
  detailed: boolean;
}

export function ModuleList({ modules, detailed }: Props) {
  return (
    <ol className={detailed ? 'edu-modules' : 'edu-modules edu-modules-compact'}>
      {modules.map((module, index) => (
        <li key={module.title} className="card edu-module">
          <p className="edu-module-number" aria-hidden="true">
            {index + 1}
          </p>
          <div>
            <h3>{module.title}</h3>
            <p className="edu-module-count">{STRINGS.workbook.moduleChapters(module.chapters)}</p>
            <p>{module.summary}</p>
            {detailed && (
              <ul className="edu-ticks">
                {module.topics.map((topic) => (
                  <li key={topic}>{topic}</li>
                ))}
              </ul>
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}
