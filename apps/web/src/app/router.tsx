import { createBrowserRouter } from 'react-router';
import { routes } from './routes/route-table';

export function createAppRouter() {
  return createBrowserRouter(routes);
}
