import { Menu } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { selectIsOpen, useMenuStore } from '#app/lib/menu-state.ts';
import { strings } from '#app/strings/index.ts';
import type { MobileDrawerProps } from './MobileDrawerPanel.tsx';
import { Button } from '#app/components/ui/Button.tsx';

const loadPanel = () => import('./MobileDrawerPanel.tsx');
const MobileDrawerPanel = lazy(loadPanel);

/**
 * The mobile menu button. The drawer and its dialog library are fetched on first use (or as the
 * finger comes down), so pages that never open the menu do not pay for it on first load.
 */
export function MobileDrawer(props: MobileDrawerProps) {
  const open = useMenuStore(selectIsOpen('mobile'));
  const openMenu = useMenuStore((state) => state.open);
  const [requested, setRequested] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={opener}
        aria-label={strings.layout.header.openMenu}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerDown={() => void loadPanel()}
        onClick={() => {
          setRequested(true);
          openMenu('mobile');
        }}
        variant="quiet"
        size="icon"
        className="-ml-2"
      >
        <Menu aria-hidden="true" className="size-6" />
      </Button>
      {requested ? (
        <Suspense fallback={null}>
          <MobileDrawerPanel {...props} opener={opener} />
        </Suspense>
      ) : null}
    </>
  );
}
