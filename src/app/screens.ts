// The screens the routes declare (staticData.screen), in the order of the route table.
import { orderScreens, type Screen, type ScreenMeta } from '../api/screens';

interface RouteLike {
  fullPath: string;
  options: { staticData?: { screen?: ScreenMeta } };
}

export function collectScreens(router: { routesById: object }): Screen[] {
  const declared = (Object.values(router.routesById) as RouteLike[]).flatMap((route) => {
    const meta = route.options.staticData?.screen;
    return meta ? [{ path: route.fullPath, meta }] : [];
  });
  return orderScreens(declared);
}
