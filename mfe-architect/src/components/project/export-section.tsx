import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { ExportFormat } from '@publisher/shared/contracts/project-export';
import { exportProject } from '../../api-client/project-export';
import type { WriterIdentity } from '../../lib/writer-identity';
import { PROJECT_EXPORT } from '../../strings/project-export';

interface Props {
  who: WriterIdentity;
  projectId: string;
  /** From the plan: true shows the buttons, false the upgrade hint, null (plan not known) nothing yet. */
  canExport: boolean | null;
}

const PRICING = '/architect-method/pricing';

/** Hands a downloaded file to the browser as a download, named as the server named it. */
function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers; a minute is plenty.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Export JSON / Export PDF for the plans that include export; the upgrade hint for the others. */
export function ExportSection({ who, projectId, canExport }: Props) {
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const [refused, setRefused] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  if (canExport === null) return null;

  // The pressed button keeps focus (aria-disabled, not disabled, while the file is made); the
  // live regions below announce the outcome.
  async function run(format: ExportFormat) {
    if (busy) return;
    setBusy(format);
    setMessage(null);
    const result = await exportProject(who, projectId, format);
    setBusy(null);
    if (result.kind === 'upgrade') return setRefused(true);
    if (result.kind === 'failed') return setMessage({ ok: false, text: PROJECT_EXPORT.failed });
    saveFile(result.blob, result.filename);
    setMessage({ ok: true, text: PROJECT_EXPORT.done(result.filename) });
  }

  return (
    <section className="card arch-export" aria-labelledby="arch-export-heading">
      <h2 id="arch-export-heading">{PROJECT_EXPORT.heading}</h2>
      {!canExport || refused ? (
        <p className="arch-export-upgrade">
          {PROJECT_EXPORT.upgrade}{' '}
          <Link className="button secondary" to={PRICING}>
            {PROJECT_EXPORT.upgradeButton}
          </Link>
        </p>
      ) : (
        <>
          <p>{PROJECT_EXPORT.intro}</p>
          <div className="arch-export-actions">
            {(['json', 'pdf'] as const).map((format) => (
              <button
                key={format}
                type="button"
                className="button secondary"
                aria-disabled={busy !== null}
                aria-busy={busy === format}
                onClick={() => void run(format)}
              >
                {busy === format ? PROJECT_EXPORT.preparing : PROJECT_EXPORT[format]}
              </button>
            ))}
          </div>
          <div role="status">{message?.ok && <p className="notice success">{message.text}</p>}</div>
          <div role="alert">{message && !message.ok && <p className="notice error">{message.text}</p>}</div>
        </>
      )}
    </section>
  );
}
