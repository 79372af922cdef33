import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { AppBar } from './AppBar.tsx';
import { AppMenu } from './AppMenu.tsx';
import { useEngineEffects } from './EngineContext.ts';

/** react-admin's default layout for now; the full navigation shell comes with a later issue. */
export const AppLayout = ({ children }: { children: ReactNode }) => {
  useEngineEffects();
  return (
    <Layout appBar={AppBar} menu={AppMenu}>
      {children}
    </Layout>
  );
};
