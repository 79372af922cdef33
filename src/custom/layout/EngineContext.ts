import { createContext, useContext, useEffect } from 'react';
import { useNavigate, useNotify, useTranslate } from 'react-admin';
import type { Engine } from '../../dataProvider/index.ts';
import { downloadFailures } from '../errors/downloadFailures.ts';

/** The request engine behind the data provider, so the layout can lend it the UI's side effects. */
export const EngineContext = createContext<Engine | null>(null);

/** Lends the engine react-admin's notifications, router, translations and the download-failed modal while the layout is mounted. */
export const useEngineEffects = (): void => {
  const engine = useContext(EngineContext);
  const notify = useNotify();
  const navigate = useNavigate();
  const translate = useTranslate();
  useEffect(() => {
    engine?.setEffects({
      notify: (message, options) => notify(message, options),
      navigate: (to) => navigate(to),
      translate: (key, options) => translate(key, options),
      downloadFailed: downloadFailures.report,
    });
  }, [engine, notify, navigate, translate]);
};
