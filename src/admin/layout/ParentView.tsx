import { Outlet } from 'react-router-dom';

/** RuoYi's ParentView: a bare outlet for nested menus. */
export default function ParentView() {
  return <Outlet />;
}
