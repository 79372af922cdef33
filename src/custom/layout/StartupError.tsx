/** Shown when the app cannot even read its settings; plain markup, since react-admin has not started. */
export const StartupError = ({ message }: { message: string }) => (
  <div
    role="alert"
    style={{ fontFamily: 'Roboto, Helvetica, Arial, sans-serif', padding: '4rem', textAlign: 'center' }}
  >
    {message}
  </div>
);
