import type { PageDeclaration } from '../../custom/routes/declarations.ts';
import { Home } from './Home.tsx';

/** Spec 2: Home at /, open to every signed-in user; react-admin mounts it as its dashboard. */
export default {
  routes: [{ name: 'home', path: '/', kind: 'dashboard', entity: null, title: 'home', component: Home }],
} satisfies PageDeclaration;
