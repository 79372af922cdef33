import { RolesPermissions } from './RolesPermissions.tsx';

export default { page: RolesPermissions };
