import type { ReactNode } from 'react';
import { Link } from 'shared-ui';
import { useGetBuildsQuery } from '../../contentHooks';
import { DEMO_BUILDS, type DemoBuild } from './demoBuilds';

/**
 * A link to a demo build by its title (see DEMO_BUILDS): the first public build the search
 * finds, else the build list. The server's page runs the same query, so the link is right
 * before any JavaScript arrives.
 */
export function DemoBuildLink({
  build,
  children,
  className,
}: {
  build: DemoBuild;
  children?: ReactNode;
  className?: string;
}) {
  const { search, label } = DEMO_BUILDS[build];
  const { data } = useGetBuildsQuery({ page: 1, limit: 1, is_public: true, search });
  const found = data?.builds[0];
  return (
    <Link className={className} to={found ? `/build/custom/${found.id}` : '/build'}>
      {children ?? found?.title ?? label}
    </Link>
  );
}
