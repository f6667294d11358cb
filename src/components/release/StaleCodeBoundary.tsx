// Around a part loaded apart (a chart, the quick switcher, the task watchers): when its code cannot be loaded
// after a release, the part alone gives way, so a form around it keeps what was typed and the header stays, and
// the portal reloads into the new release when nothing typed would be lost. The notice shows in the part's
// place, or, for a part of the header with no room for it, as the banner. Any other error goes on to the route's
// boundary.
import { CatchBoundary } from '@tanstack/react-router';
import { useEffect, type ReactNode } from 'react';
import { isStaleCodeError } from '@/lib/reload-once';
import { ReleaseNotice } from './ReleaseNotice';
import { raiseReleaseNotice, recoverFromStaleCode } from './release-recovery';

type Place = 'inline' | 'banner';

function Recover({ place }: { place: Place }) {
  useEffect(() => {
    if (recoverFromStaleCode(location.href) === 'notice' && place === 'banner') raiseReleaseNotice();
  }, [place]);
  return place === 'inline' ? <ReleaseNotice /> : null;
}

export function StaleCodeBoundary({ place = 'inline', children }: { place?: Place; children: ReactNode }) {
  return (
    <CatchBoundary
      getResetKey={() => 0}
      errorComponent={({ error }) => {
        if (!isStaleCodeError(error)) throw error;
        return <Recover place={place} />;
      }}
    >
      {children}
    </CatchBoundary>
  );
}
