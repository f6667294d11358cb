// A menu, popover or drawer whose code loads when it is first wanted rather than with the page: a screen's
// first paint draws its triggers, not its overlays, and the overlays' machinery (state machines,
// positioning, focus trapping, dismissal) is most of the weight of a header or of a row's More menu.
//
// Until its code is there the trigger is drawn on its own: the same button, named the same and announced as
// opening a menu or a dialog. Pointing at it or focusing it starts loading the code (as hovering a link
// preloads its route); pressing it (a click, Enter, Space, or an arrow key on a menu button) opens the
// overlay as soon as the code has arrived. From then on the overlay is mounted like any other, closed or open.
// An area's overlay draws messages of its area's on-demand catalogue (src/api/i18n.ts): they come with the code.
import {
  cloneElement,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type KeyboardEvent,
  type ReactElement,
} from 'react';
import { loadOnDemandMessages } from '@/api/i18n';
import { isStaleCodeError } from '@/lib/reload-once';
import { raiseReleaseNotice, recoverFromStaleCode } from './release/release-recovery';

/** What every overlay loaded this way takes: its trigger, and whether it mounts open. */
export interface OnDemandOverlayProps {
  /** The trigger, a button without handlers of its own: drawn alone first, then inside the overlay. */
  trigger: ReactElement;
  /** True when the overlay mounts because its trigger was pressed: it opens at once. */
  defaultOpen?: boolean;
}

type Popup = 'menu' | 'dialog';

type TriggerProps = Record<string, unknown>;

export function overlayOnDemand<P extends OnDemandOverlayProps>(
  load: () => Promise<ComponentType<P>>,
  popup: Popup,
): ComponentType<Omit<P, 'defaultOpen'>> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (loading ??= Promise.all([load(), loadOnDemandMessages()]).then(
      ([component]) => (loaded = component),
      (error: unknown) => {
        // A failed request is made again at the next attempt.
        loading = undefined;
        throw error;
      },
    ));

  function OverlayOnDemand(props: Omit<P, 'defaultOpen'>) {
    // Mounted (and opened) once its trigger has been pressed; until then, the trigger alone.
    const [mounted, setMounted] = useState<ComponentType<P> | undefined>(undefined);
    // Whether the trigger is still on the page when the code it asked for arrives (its row or screen may be gone).
    const onPage = useRef(false);
    useEffect(() => {
      onPage.current = true;
      return () => {
        onPage.current = false;
      };
    }, []);
    const Overlay = mounted;
    if (Overlay) return <Overlay {...(props as P)} defaultOpen />;

    const open = () => {
      if (loaded) return setMounted(() => loaded);
      // Should the code not arrive, the trigger stays as it is and the next press tries again; code gone with a
      // release reloads the portal into the new one, or says it is available (src/components/release).
      preload().then(
        (component) => onPage.current && setMounted(() => component),
        (error: unknown) => {
          if (isStaleCodeError(error) && recoverFromStaleCode(location.href) === 'notice') raiseReleaseNotice();
        },
      );
    };
    const warm = () => void preload().catch(() => undefined);
    const triggerProps: TriggerProps = {
      'aria-haspopup': popup,
      'aria-expanded': false,
      onPointerEnter: warm,
      onFocus: warm,
      onClick: open,
      // A menu button opens on the arrow keys too (WAI-ARIA menu button pattern).
      onKeyDown:
        popup === 'menu'
          ? (event: KeyboardEvent) => {
              if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
              event.preventDefault();
              open();
            }
          : undefined,
    };
    return cloneElement(props.trigger as ReactElement<TriggerProps>, triggerProps);
  }
  return OverlayOnDemand;
}
