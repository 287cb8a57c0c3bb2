import { useEffect, useState } from 'react';
import { fetchSignedInEmail, signOut } from '../api-client/auth';
import { IdentityForm } from '../components/dashboard/identity-form';
import { PlanCard } from '../components/dashboard/plan-card';
import { SignInForm } from '../components/dashboard/sign-in-form';
import { ProjectsSection } from '../components/dashboard/projects-section';
import { UpsellBanner } from '../components/dashboard/upsell-banner';
import { useDashboardData } from '../components/dashboard/use-dashboard-data';
import { useCheckoutReturn } from '../components/dashboard/use-checkout-return';
import { clearIdentity, readIdentity, saveIdentity, type WriterIdentity } from '../lib/writer-identity';
import { DASHBOARD } from '../strings/dashboard';

export default function DashboardPage() {
  const [who, setWho] = useState<WriterIdentity | null>(() => readIdentity(localStorage));
  const [draftEmail, setDraftEmail] = useState('');
  // The e-mail this browser proved with a sign-in link; it replaces whatever the demo form holds.
  const [proven, setProven] = useState<string | null>(null);
  // Back from a plan checkout: complete it first, so the plan loaded below is the new one.
  const checkout = useCheckoutReturn();
  const data = useDashboardData(checkout.completing ? null : who);

  useEffect(() => {
    const abort = new AbortController();
    fetchSignedInEmail(abort.signal)
      .then((email) => {
        setProven(email);
        if (email) setWho((current) => (current?.email === email ? current : saveIdentity(localStorage, email)));
      })
      // Without the answer the page stays the free demo; a paid plan still needs the cookie.
      .catch(() => undefined);
    return () => abort.abort();
  }, []);
  const [signOutFailed, setSignOutFailed] = useState(false);
  const signedIn = proven !== null && proven === who?.email;
  const signIn = signedIn ? null : <SignInForm initial={who?.email ?? draftEmail} />;

  async function leave() {
    try {
      await signOut();
      clearIdentity(localStorage);
      setSignOutFailed(false);
      setProven(null);
      setDraftEmail('');
      setWho(null);
    } catch {
      setSignOutFailed(true);
    }
  }

  return (
    <article className="page arch-dashboard">
      <h1>{DASHBOARD.heading}</h1>
      {checkout.error && (
        <p role="alert" className="notice error">
          {checkout.error}
        </p>
      )}
      {checkout.completing ? (
        <p role="status" className="arch-loading">
          {DASHBOARD.loading}
        </p>
      ) : !who ? (
        <>
          <IdentityForm initial={draftEmail} onSubmit={(email) => setWho(saveIdentity(localStorage, email))} />
          {signIn}
        </>
      ) : (
        <>
          <p className="muted">
            {DASHBOARD.identity.signedInAs(who.email)}{' '}
            <button
              type="button"
              className="link-button"
              onClick={() => {
                setDraftEmail(who.email);
                setWho(null);
              }}
            >
              {DASHBOARD.identity.change}
            </button>
            {signedIn && (
              <>
                {' '}
                <button type="button" className="link-button" onClick={leave}>
                  {DASHBOARD.identity.signOut}
                </button>
              </>
            )}
          </p>
          {signOutFailed && (
            <p role="alert" className="notice error">
              {DASHBOARD.identity.signOutFailed}
            </p>
          )}
          {signIn}
          {data.loading ? (
            <p role="status" className="arch-loading">
              {DASHBOARD.loading}
            </p>
          ) : (
            <div className="arch-dashboard-body">
              <PlanCard
                who={who}
                subscription={data.subscription}
                failed={data.subscriptionFailed}
                onRetry={data.reload}
              />
              {data.subscription && <UpsellBanner subscription={data.subscription} />}
              <ProjectsSection
                who={who}
                subscription={data.subscription}
                projects={data.projects}
                failed={data.projectsFailed}
                onChanged={data.reload}
              />
            </div>
          )}
        </>
      )}
    </article>
  );
}
