import { data } from '@remix-run/node';

/** Unknown routes: the 404 page of spec §2 (the root error boundary renders it). */
export const loader = () => {
  throw data(null, { status: 404, statusText: 'Not Found' });
};

export default function NotFound() {
  return null;
}
