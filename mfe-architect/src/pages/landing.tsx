import { useSearchParams } from 'react-router-dom';
import { LandingAlternate } from '../components/landing/landing-alternate';
import { LandingDemo } from '../components/landing/landing-demo';
import { configuredLanding, resolveLandingVersion } from '../lib/config';

export default function LandingPage() {
  const [params] = useSearchParams();
  const version = resolveLandingVersion(params.get('version'), configuredLanding());
  return (
    <article className="page arch-landing" data-version={version}>
      {version === 'alternate' ? <LandingAlternate /> : <LandingDemo />}
    </article>
  );
}
