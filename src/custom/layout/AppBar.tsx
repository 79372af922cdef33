import { AppBar as RaAppBar, LoadingIndicator, TitlePortal } from 'react-admin';
import { LocaleSwitch } from './LocaleSwitch.tsx';

export const AppBar = () => (
  <RaAppBar
    toolbar={
      <>
        <LocaleSwitch />
        <LoadingIndicator />
      </>
    }
  >
    <TitlePortal />
  </RaAppBar>
);
