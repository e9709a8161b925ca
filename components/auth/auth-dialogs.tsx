import { useAppStore } from '@/store';
import { AuthDialog } from './auth-dialog';
import { AuthDialogFrame } from './auth-dialog-frame';
import { ForgotDialog } from './forgot-dialog';
import { MemberPromptDialog } from './member-prompt-dialog';
import { ResetPasswordForm } from './reset-password-form';

function ResetPasswordDialog() {
  const open = useAppStore((s) => s.showReset);
  const token = useAppStore((s) => s.resetToken);
  const closeReset = useAppStore((s) => s.closeReset);
  return (
    <AuthDialogFrame open={open} onClose={closeReset} title="New Password">
      <ResetPasswordForm token={token ?? ''} />
    </AuthDialogFrame>
  );
}

/** Every account dialog, mounted once by the layout and opened through the store. */
export function AuthDialogs() {
  return (
    <>
      <AuthDialog />
      <ForgotDialog />
      <ResetPasswordDialog />
      <MemberPromptDialog />
    </>
  );
}
