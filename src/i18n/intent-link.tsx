'use client';

import { type ComponentProps, type FocusEvent, type PointerEvent, type TouchEvent, useRef } from 'react';
import { navigation } from './navigation-base';

const { Link: LocaleLink, useRouter } = navigation;

type Props = ComponentProps<typeof LocaleLink>;

/**
 * The site's internal link. Next prefetches every link as it scrolls into view; on a phone over a
 * slow network that spends the visitor's data and main thread on pages they may never open (a home
 * page alone has a dozen links). This one prefetches when the visitor shows intent instead:
 * pointer over it, finger on it, or keyboard focus on it. `prefetch={false}` turns that off too.
 */
export function Link({ prefetch, onPointerEnter, onTouchStart, onFocus, ...props }: Props) {
  const router = useRouter();
  const done = useRef(false);
  const warm = () => {
    if (prefetch === false || done.current || typeof props.href !== 'string') return;
    if (!props.href.startsWith('/')) return;
    done.current = true;
    router.prefetch(props.href, props.locale ? { locale: props.locale } : undefined);
  };
  return (
    <LocaleLink
      {...props}
      prefetch={false}
      onPointerEnter={(event: PointerEvent<HTMLAnchorElement>) => {
        warm();
        onPointerEnter?.(event);
      }}
      onTouchStart={(event: TouchEvent<HTMLAnchorElement>) => {
        warm();
        onTouchStart?.(event);
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        warm();
        onFocus?.(event);
      }}
    />
  );
}
