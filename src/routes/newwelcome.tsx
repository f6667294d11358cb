import { createFileRoute } from '@tanstack/react-router';
import { clearSession } from '../api/session';
import { ForbiddenPage } from '../features/session/ForbiddenPage';

// The 403 page: it clears the session data and offers the way back to login.
export const Route = createFileRoute('/newwelcome')({
  beforeLoad: () => clearSession({ keepLanguage: true }),
  component: ForbiddenPage,
});
