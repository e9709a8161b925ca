import { TokenLinkPage, UndoChange } from '@/components/account';

/** Where the link sent to the old email or phone after a change lands: ?token=... */
export default function UndoChangePage() {
  return (
    <TokenLinkPage
      seo={{ title: 'Undo a change to your account', description: 'Put back the old email address or phone number of your LMT Mixtapes account.' }}
      heading="Undo a change to your account"
    >
      {(token) => <UndoChange token={token} />}
    </TokenLinkPage>
  );
}
