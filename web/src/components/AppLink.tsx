import type { MouseEvent, ReactNode } from 'react';
import { useHref, useLinkClickHandler } from 'react-router-dom';
import { Link } from '@fluentui/react-components';
import type { LinkProps } from '@fluentui/react-components';

interface AppLinkProps extends Pick<LinkProps, 'className' | 'inline' | 'appearance' | 'title'> {
  to: string;
  children: ReactNode;
}

/** A Fluent link to a route of the app: a real href, navigated client-side (modifier clicks open tabs). */
export function AppLink({ to, children, ...props }: AppLinkProps) {
  const href = useHref(to);
  const handleClick = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <Link {...props} href={href} onClick={(event: MouseEvent<HTMLAnchorElement>) => handleClick(event)}>
      {children}
    </Link>
  );
}
