import { useTranslation } from 'react-i18next';
import { type RemoteLoader, RemoteModule } from '../../federation/remote-routes';
import { PublicPage } from '../login/public-page';

/**
 * `/creditors-portal/verify-otp`: the shell's public frame around the code form that the creditor
 * portal exposes ('creditor/verify-otp'). If that portal cannot be loaded, the frame stays and says so.
 */
export function VerifyOtpRoute({ loader }: { loader?: RemoteLoader | undefined }) {
  const { t } = useTranslation();
  return (
    <PublicPage title={t('shell.otp.title')} intro={t('shell.otp.intro')}>
      <RemoteModule remote="creditor" module="./verify-otp" loader={loader} />
    </PublicPage>
  );
}
