import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  endTokenOnServer,
  isCreditor as isCreditorRole,
  landingPathFor,
  selectUserType,
  useAuthStore,
} from 'shared-api';
import { LoadingSpin, persistLanguage, shellBridge, useShellBridge } from 'shared-ui';
import { Button, Drawer } from 'shared-ui/antd';
import { useProfile } from '../api/use-profile';
import { type ProfileMode, readProfileMode, storeProfileMode } from '../profile-mode';
import { BankDetailsSection } from './bank-details-section';
import { PendingEmail } from './pending-email';
import { ProfileForm } from './profile-form';
import { ProfileView } from './profile-view';
import { RepresentativesSection } from './representatives-section';
import './profile-panel.css';

/**
 * The creditor's profile side panel, opened by the header's View Profile / Edit Profile through
 * the shell bridge. The mode is remembered in local storage; a save returns to view mode with the profile
 * fetched again and the password fields cleared.
 */
export function ProfilePanel() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const requested = useShellBridge((state) => state.profilePanel);
  const [mode, setMode] = useState<ProfileMode>(readProfileMode);
  const open = requested !== null;
  const { profile, loading, reload } = useProfile(open);
  const isCreditor = useAuthStore((state) => isCreditorRole(selectUserType(state)));

  useEffect(() => {
    if (requested) {
      setMode(requested);
      storeProfileMode(requested);
    }
  }, [requested]);

  const changeMode = (next: ProfileMode) => {
    setMode(next);
    storeProfileMode(next);
    // Keep the bridge in step, so the header's View Profile / Edit Profile always switches the open panel.
    if (useShellBridge.getState().profilePanel !== null) shellBridge.openProfile(next);
  };

  const logout = () => {
    const landing = landingPathFor(selectUserType(useAuthStore.getState()));
    // As the shell's Sign Out: the server refuses this token from now on.
    void endTokenOnServer();
    useAuthStore.getState().signOut();
    shellBridge.reset();
    // Sign-out wipes local storage, the language choice with it: keep the language the user chose.
    persistLanguage();
    // The shell's guard answers the missing session with its own redirect (to '/', as it does not know this
    // user was a creditor) in the same render; a macrotask later this one wins and lands on the role's page.
    setTimeout(() => navigate(landing, { replace: true }), 0);
  };

  return (
    <Drawer
      open={open}
      onClose={() => shellBridge.closeProfile()}
      title={mode === 'edit' ? t('creditor.profile.editTitle') : t('creditor.profile.viewTitle')}
      size={420}
      footer={
        <div className="creditor-profile__footer">
          {mode === 'view' ? (
            <Button onClick={() => changeMode('edit')} disabled={!profile}>
              {t('creditor.profile.edit')}
            </Button>
          ) : null}
          <Button danger onClick={logout}>
            {t('creditor.profile.logout')}
          </Button>
        </div>
      }
    >
      {loading && !profile ? (
        <LoadingSpin />
      ) : profile ? (
        mode === 'edit' ? (
          <ProfileForm
            key={JSON.stringify(profile)}
            profile={profile}
            onCancel={() => changeMode('view')}
            onSaved={async () => {
              changeMode('view');
              await reload();
            }}
          />
        ) : (
          <>
            <ProfileView profile={profile} />
            <PendingEmail profile={profile} onConfirmed={reload} />
            {isCreditor ? <RepresentativesSection active={open} /> : null}
            <BankDetailsSection />
          </>
        )
      ) : null}
    </Drawer>
  );
}
