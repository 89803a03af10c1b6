import { Outlet } from 'react-router-dom';

export default function Route() {
  return <Outlet />;
}
