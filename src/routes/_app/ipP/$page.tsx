import { createFileRoute } from '@tanstack/react-router';
import { UpcomingPage } from '../../../components/layout/UpcomingPage';

// Routes of the table whose screens come in later releases (the shell has already checked the permission).
export const Route = createFileRoute('/_app/ipP/$page')({
  component: function Upcoming() {
    const { page } = Route.useParams();
    return <UpcomingPage path={`/ipP/${page}`} />;
  },
});
