// The build project's tests read one production build (scripts/lib/portal-build.mjs), made here before any of
// them starts, so that two test files running at once never build into dist/ together.
import { ensurePortalBuild } from '../../scripts/lib/portal-build.mjs';

export default async function makeTheBuild() {
  await ensurePortalBuild();
}
