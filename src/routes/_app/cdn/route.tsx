import { createFileRoute } from '@tanstack/react-router';
import { SectionLayout } from '@/components/layout/SectionLayout';

export const Route = createFileRoute('/_app/cdn')({
  component: function Section() {
    const { user, screens } = Route.useRouteContext();
    return <SectionLayout user={user} screens={screens} section="cdn" />;
  },
});
