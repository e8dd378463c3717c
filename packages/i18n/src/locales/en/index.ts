export { backoffice } from './backoffice';
export { catalog } from './catalog';
export { errors } from './errors';
