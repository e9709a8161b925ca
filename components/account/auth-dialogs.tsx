import { useState } from 'react';
import dynamic from 'next/dynamic';
import { useAppStore } from '@/store';
import { AuthDialog } from './auth-dialog';
import { AuthDialogFrame } from '@/components/common/auth-dialog-frame';
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

// The card form and the payment steps load only once a member first presses Buy.
const PurchaseDialog = dynamic(() => import('@/components/payments/purchase-dialog').then((m) => m.PurchaseDialog), { ssr: false });

/** Mounted from the first Buy on, so the dialog keeps its closing transition. */
function Purchase() {
  const buying = useAppStore((s) => s.buying !== null);
  const [wanted, setWanted] = useState(buying);
  if (buying && !wanted) setWanted(true);
  return wanted ? <PurchaseDialog /> : null;
}

/** Every dialog of a member's account (log-in and its kin, and buying), mounted once by the layout and opened through the store. */
export function AuthDialogs() {
  return (
    <>
      <AuthDialog />
      <ForgotDialog />
      <ResetPasswordDialog />
      <MemberPromptDialog />
      <Purchase />
    </>
  );
}
