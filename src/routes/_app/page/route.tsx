import { createFileRoute } from '@tanstack/react-router';
import { SectionLayout } from '../../../components/layout/SectionLayout';

export const Route = createFileRoute('/_app/page')({
  component: function Section() {
    const { user } = Route.useRouteContext();
    return <SectionLayout user={user} section="page" />;
  },
});
